import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A table keyed by a uuid `id`, as every table written through these helpers is. */
type Keyed = PgTable & { id: PgColumn };

/*
 * The plain writes most *.queries.ts files repeat word for word: add a row and answer it as
 * saved, change a row by its id and answer it (undefined when there is none), or find one by
 * its id. Queries that lock, join or filter further stay written out where they are used.
 */

export const insertRow =
  <T extends Keyed>(table: T) =>
  async (db: Db, values: T['$inferInsert']): Promise<T['$inferSelect']> => {
    const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
    return row!;
  };

export const updateRow =
  <T extends Keyed>(table: T) =>
  async (
    db: Db,
    id: string,
    patch: Partial<T['$inferInsert']>,
  ): Promise<T['$inferSelect'] | undefined> => {
    const [row] = (await db
      .update(table)
      .set(patch)
      .where(eq(table.id, id))
      .returning()) as T['$inferSelect'][];
    return row;
  };

export const findRow =
  <T extends Keyed>(table: T) =>
  async (db: Db, id: string): Promise<T['$inferSelect'] | undefined> => {
    const [row] = (await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))) as T['$inferSelect'][];
    return row;
  };
