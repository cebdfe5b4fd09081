import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export type AuditEntry = {
  actorType: 'staff' | 'customer' | 'system' | 'anonymous';
  actorId?: string;
  action: string;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
  ip?: string;
  at: Date;
};

/** One audit row; written in the same transaction as the change it records. */
export async function recordAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorType: entry.actorType,
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? {},
    ip: entry.ip,
    createdAt: entry.at,
  });
}
