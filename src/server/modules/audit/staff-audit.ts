import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordAudit } from './audit.queries.ts';

/** An audit row for a staff write (DECISIONS.md §2): who, when, what. */
export function auditStaff(
  db: Db,
  request: FastifyRequest,
  at: Date,
  entry: {
    action: string;
    entityType: string;
    entityId?: string;
    details?: Record<string, unknown>;
  },
) {
  return recordAudit(db, {
    actorType: 'staff',
    actorId: request.staff?.id,
    ip: request.ip,
    at,
    ...entry,
  });
}
