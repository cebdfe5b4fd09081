import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/** Number of rows in a table. */
export async function rowCount(database: Database, table: PgTable) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
}
