import type { FastifyRequest } from 'fastify';
import type { AuctionSettingsInput } from '#shared/schemas/admin/auctions.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { upsertSetting } from '../admin-content/admin-content.queries.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { readAuctionSettings } from '../auctions/auction-settings.ts';

/**
 * The auction timing admins may change. New values apply to auctions published from now on:
 * an auction keeps the dates it was published with (its closing date was promised to bidders).
 */
export async function saveAuctionSettings(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
  input: AuctionSettingsInput,
) {
  // Bidding must close before the award deadline, or auctions would expire while bidding.
  if (input.biddingWindowDays >= input.awardDeadlineDays) {
    throw badRequest('Please correct the highlighted fields', {
      awardDeadlineDays: 'The award deadline must be later than the end of the bidding window',
    });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const staffId = request.staff?.id;
    await upsertSetting(tx, 'auction.biddingWindowDays', input.biddingWindowDays, staffId, now);
    await upsertSetting(tx, 'auction.awardDeadlineDays', input.awardDeadlineDays, staffId, now);
    await auditStaff(tx, request, now, {
      action: 'auction_settings.updated',
      entityType: 'settings',
      details: { ...input },
    });
  });
  return readAuctionSettings(deps.db);
}
