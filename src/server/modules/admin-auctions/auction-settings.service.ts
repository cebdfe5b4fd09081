import type { FastifyRequest } from 'fastify';
import type { AuctionSettingsInput } from '#shared/schemas/admin/auctions.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { saveSettings } from '../admin-content/save-settings.ts';
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
  await saveSettings(deps, request, {
    action: 'auction_settings.updated',
    values: {
      'auction.biddingWindowDays': input.biddingWindowDays,
      'auction.awardDeadlineDays': input.awardDeadlineDays,
    },
    details: { ...input },
  });
  return readAuctionSettings(deps.db);
}
