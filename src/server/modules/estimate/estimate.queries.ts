import { like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/content.ts';

export const ESTIMATE_PREFIX = 'estimate.';

/** The estimate's settings rows (keys `estimate.*`): only those an admin has saved. */
export const selectEstimateSettings = (db: Db) =>
  db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(like(settings.key, `${ESTIMATE_PREFIX}%`));
