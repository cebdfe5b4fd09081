import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { upsertSetting } from './admin-content.queries.ts';

/**
 * Stores admin settings (key -> JSON value, stamped with who saved them) and the one audit row
 * of the form that changed them, in one transaction: prices, auction timing, estimate table.
 */
export async function saveSettings(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
  form: { action: string; values: Record<string, unknown>; details: Record<string, unknown> },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(form.values)) {
      await upsertSetting(tx, key, value, request.staff?.id, now);
    }
    const { action, details } = form;
    await auditStaff(tx, request, now, { action, entityType: 'settings', details });
  });
}
