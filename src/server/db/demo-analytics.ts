import type { Db } from './client.ts';
import { analyticsEvents, pageViews } from './schema/audit.ts';

const DAY_MS = 86_400_000;
const demoPaths = ['/', '/get-quote', '/faq', '/reviews', '/services', '/about'];

/**
 * Eight weeks of demo traffic before `now`, so the admin Analytics tab shows a shape on a new
 * demo database: page views every day and the funnel's events now and then (fixed pattern, no
 * randomness). Seeded once, with the rest of the demo data.
 */
export async function seedDemoAnalytics(db: Db, now: Date) {
  const views: (typeof pageViews.$inferInsert)[] = [];
  const events: (typeof analyticsEvents.$inferInsert & { name: string })[] = [];
  for (let daysAgo = 1; daysAgo <= 56; daysAgo++) {
    const day = now.getTime() - daysAgo * DAY_MS;
    const count = 30 + ((daysAgo * 7) % 23);
    for (let i = 0; i < count; i++) {
      const path = demoPaths[i % demoPaths.length]!;
      views.push({
        path,
        title: 'RoofBid',
        createdAt: new Date(day - i * 60_000),
      });
    }
    const at = new Date(day);
    for (let i = 0; i < Math.floor(count / 6); i++)
      events.push({ name: 'quote_started', occurredAt: at });
    if (daysAgo % 2 === 0) events.push({ name: 'checkout_started', occurredAt: at });
    if (daysAgo % 3 === 0) events.push({ name: 'paid', amountCents: 9999, occurredAt: at });
    if (daysAgo % 9 === 0) events.push({ name: 'revealed', occurredAt: at });
    if (daysAgo % 14 === 0) events.push({ name: 'awarded', occurredAt: at });
  }
  for (let i = 0; i < views.length; i += 1000) {
    await db.insert(pageViews).values(views.slice(i, i + 1000));
  }
  await db.insert(analyticsEvents).values(events as (typeof analyticsEvents.$inferInsert)[]);
}
