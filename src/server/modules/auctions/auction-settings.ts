import { like } from 'drizzle-orm';
import { defaultAuctionSettings, type AuctionSettings } from '#shared/domain/auction.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/content.ts';

const PREFIX = 'auction.';

/** The auction timing settings, each falling back to its default when an admin has not set it. */
export async function readAuctionSettings(db: Db): Promise<AuctionSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(like(settings.key, `${PREFIX}%`));
  const result: AuctionSettings = { ...defaultAuctionSettings };
  for (const row of rows) {
    const key = row.key.slice(PREFIX.length) as keyof AuctionSettings;
    if (key in result && typeof row.value === 'number' && Number.isInteger(row.value)) {
      if (row.value >= 1 && row.value <= 365) result[key] = row.value;
    }
  }
  return result;
}

const DAY_MS = 86_400_000;

/** The dates a newly published auction gets. */
export function auctionDates(publishedAt: Date, timing: AuctionSettings) {
  return {
    publishedAt,
    biddingClosesAt: new Date(publishedAt.getTime() + timing.biddingWindowDays * DAY_MS),
    awardDeadlineAt: new Date(publishedAt.getTime() + timing.awardDeadlineDays * DAY_MS),
  };
}
