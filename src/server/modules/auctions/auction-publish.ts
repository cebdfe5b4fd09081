import { and, sql } from 'drizzle-orm';
import { optionLabel } from '#shared/constants/options.ts';
import { dateInWords } from '#shared/domain/date-words.ts';
import type { Db } from '../../db/client.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { orders } from '../../db/schema/orders.ts';
import { queueAuctionNotice, type AuctionEmailDeps } from './auction-email.ts';
import { insertAuctionEvent } from './auction-events.queries.ts';
import { meetsPreferencesSql } from './contractor-preferences.queries.ts';
import { canBidSql, inServiceArea, isoDay } from './service-area.ts';

type PublishedOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'orderNumber' | 'province' | 'postalCode' | 'biddingClosesAt'
> & { projectType?: string | null };

/**
 * The start of an auction's timeline, in the transaction that creates the paid order: the
 * 'published' event and an e-mail to every contractor who may bid in its area and meets the
 * owner's preferences (contractor-preferences.queries.ts). The e-mail
 * names the roof and the city area only; never the owner.
 */
export async function announceAuction(
  tx: Db,
  deps: AuctionEmailDeps,
  order: PublishedOrder,
  at: Date,
) {
  await insertAuctionEvent(tx, {
    orderId: order.id,
    kind: 'published',
    toState: 'published',
    actorType: 'system',
    details: {},
    at,
  });
  const matching = await tx
    .select({ id: contractors.id, email: contractors.email, contactName: contractors.contactName })
    .from(contractors)
    .innerJoin(orders, sql`${orders.id} = ${order.id}`)
    .where(
      and(
        canBidSql(isoDay(at)),
        inServiceArea(contractors.serviceArea),
        meetsPreferencesSql(sql`${contractors.id}`),
      ),
    );
  const what = optionLabel('projectType', order.projectType ?? undefined) || 'A roofing project';
  const closes = order.biddingClosesAt ? dateInWords(order.biddingClosesAt) : 'in 10 days';
  for (const contractor of matching) {
    await queueAuctionNotice(tx, deps, at, {
      to: contractor.email,
      orderId: order.id,
      greeting: contractor.contactName,
      subject: `New roofing auction ${order.orderNumber} in your area`,
      body: `${what} near ${order.postalCode?.slice(0, 3) ?? order.province ?? 'you'} is open for bids until ${closes}.\n\nSee the roof and bid in your contractor portal:\n${deps.appUrl}/contractor`,
      dedupeKey: `auction-published:${order.id}:${contractor.id}`,
    });
  }
  return matching.length;
}
