import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MAX_COUNTED } from '#shared/schemas/admin/paging.ts';
import { queryRows, type Db } from './client.ts';

/**
 * How many rows match, counted only up to MAX_COUNTED + 1: an exact count of a million rows is
 * a full scan nobody needs ("10,000+" says enough). Query files pass their own filter.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined) {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${MAX_COUNTED + 1}) matches`,
  );
  return Number(row?.n ?? 0);
}

/** The page answer every admin list gives (src/shared/schemas/admin/paging.ts). */
export function pageAnswer<T>(data: T[], counted: number, page: number, pageSize: number) {
  return {
    data,
    total: Math.min(counted, MAX_COUNTED),
    totalCapped: counted > MAX_COUNTED,
    page,
    pageSize,
  };
}

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
