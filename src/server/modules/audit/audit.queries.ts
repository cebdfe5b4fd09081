import { and, eq, gt, inArray } from 'drizzle-orm';
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

/**
 * Whether an account signed in (one of `actions`) from this client address since `since`: the
 * sign-in throttle lets a known address through (src/server/modules/auth/sign-in-throttle.ts).
 */
export async function hasActedFrom(
  db: Db,
  actor: { type: 'customer' | 'staff'; id: string },
  ip: string,
  actions: readonly string[],
  since: Date,
) {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorType, actor.type),
        eq(auditLog.actorId, actor.id),
        eq(auditLog.ip, ip),
        inArray(auditLog.action, [...actions]),
        gt(auditLog.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
