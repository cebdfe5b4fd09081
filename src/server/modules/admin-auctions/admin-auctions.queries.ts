import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AuctionState } from '#shared/domain/auction.ts';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/paging.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { customers } from '../../db/schema/customers.ts';
import { files } from '../../db/schema/files.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';

export type AuctionFilters = {
  search?: string;
  state?: AuctionState;
  province?: string;
  from?: string;
  to?: string;
};

const DAY_MS = 86_400_000;

// The city: the customer's own, else the last part of the order's address ("..., Calgary").
const city = sql<
  string | null
>`coalesce(${customers.city}, nullif(trim(substring(${orders.orderData} ->> 'address' from ',([^,]*)$')), ''))`;

/** Every filter but the state: the state chips count under these. */
function baseFilterSql(filters: AuctionFilters): SQL | undefined {
  const search = filters.search;
  return and(
    isNotNull(orders.auctionState),
    search
      ? or(
          ilike(orders.orderNumber, containing(search)),
          sql`lower(${orders.orderData} ->> 'customerEmail') like ${containing(search.toLowerCase())}`,
          sql`(${orders.orderData} ->> 'customerName') ilike ${containing(search)}`,
          sql`${city} ilike ${containing(search)}`,
        )
      : undefined,
    filters.province ? eq(orders.province, filters.province) : undefined,
    filters.from ? gte(orders.publishedAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to
      ? lt(orders.publishedAt, new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS))
      : undefined,
  );
}

function filterSql(filters: AuctionFilters) {
  return and(
    baseFilterSql(filters),
    filters.state ? eq(orders.auctionState, filters.state) : undefined,
  );
}

// The outer order is named in full: single-table selects render unqualified column names.
const bidCount = sql<number>`(select count(*) from ${sellerBids} where ${sellerBids.orderId} = "orders"."id" and ${sellerBids.status} <> 'withdrawn')`;
const refundFailed = sql<boolean>`exists (select 1 from ${payments} where ${payments.orderId} = "orders"."id" and ${payments.status} = 'refund_pending' and ${payments.refundError} is not null)`;

const rowColumns = {
  order: orders,
  city,
  bidCount,
  refundFailed,
};

export function listAuctions(db: Db, filters: AuctionFilters, page: number, pageSize: number) {
  return db
    .select(rowColumns)
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(filterSql(filters))
    .orderBy(desc(orders.publishedAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** How many auctions match, capped like every admin list (db/paging.ts). */
export async function countAuctions(db: Db, filters: AuctionFilters, cap: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(filterSql(filters))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number | string>`count(*)` }).from(matches);
  return Number(row?.n ?? 0);
}

/** Auctions per state under the filters other than the state (orders_auction_state_idx). */
export function countByState(db: Db, filters: AuctionFilters) {
  return db
    .select({ state: orders.auctionState, n: sql<number | string>`count(*)` })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(baseFilterSql(filters))
    .groupBy(orders.auctionState);
}

export async function findAuction(db: Db, id: string) {
  const [row] = await db
    .select({ ...rowColumns, ownerPhone: customers.phone })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, id), isNotNull(orders.auctionState)));
  return row;
}

/** The auction's bids with the contractor's company name where the bid is linked to one. */
export function auctionBids(db: Db, orderId: string) {
  return db
    .select({ bid: sellerBids, companyName: contractors.companyName })
    .from(sellerBids)
    .leftJoin(contractors, eq(contractors.id, sellerBids.contractorId))
    .where(eq(sellerBids.orderId, orderId))
    .orderBy(asc(sellerBids.slot));
}

/** The completion invoice and photos (never the bytes). */
export function auctionFiles(db: Db, orderId: string) {
  return db
    .select({
      id: files.id,
      // An order's files are its completion invoice and photos, never another kind.
      kind: sql<'invoice' | 'photo'>`${files.kind}`,
      originalName: files.originalName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(eq(files.orderId, orderId))
    .orderBy(asc(files.kind), asc(files.createdAt));
}

/** Payments that took money for this auction (open or abandoned checkouts are left out). */
export function auctionPayments(db: Db, orderId: string) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['paid', 'refund_pending', 'refunded']),
      ),
    )
    .orderBy(asc(payments.createdAt));
}
