import { and, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * `column ILIKE %text%` for a column with a trigram index, quick for several words too. The whole
 * text's trigrams include the word boundaries ("ia ", "  t" in "Olivia Tremblay"), which nearly
 * every name shares: scanning their long lists took a full-name search at a million leads 50 ms.
 * So each word of three letters or more is looked up on its own (its inner trigrams are rare),
 * and the whole text, kept out of the index by `|| ''`, only checks the rows they find.
 */
export function containsText(column: PgColumn, text: string): SQL {
  const words = text.split(/\s+/).filter((word) => word.length >= 3);
  if (words.length < 2) return ilike(column, containing(text));
  return and(
    ...words.map((word) => ilike(column, containing(word))),
    sql`(${column} || '') ilike ${containing(text)}`,
  )!;
}
