import type { PageViewInput } from '#shared/schemas/analytics.ts';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema/audit.ts';

export async function insertPageView(db: Db, view: PageViewInput, at: Date) {
  await db.insert(pageViews).values({ ...view, createdAt: at });
}
