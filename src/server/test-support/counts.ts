import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../db/client.ts';

/** Number of rows in a table. */
export async function rowCount(database: Database, table: PgTable) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
}

/** Rows in every table of the app's schema, by table name (for "nothing was stored" checks). */
export async function rowCountsOfAllTables(database: Database, except: string[] = []) {
  const tables = (
    await queryRows<{ tablename: string }>(
      database.db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).filter(({ tablename }) => !except.includes(tablename));
  // One round trip for all of them.
  const rows = await queryRows<{ name: string; n: number | string }>(
    database.db,
    sql.join(
      tables.map(
        ({ tablename }) =>
          sql`select ${tablename}::text as name, count(*) as n from ${sql.identifier(tablename)}`,
      ),
      sql` union all `,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}
