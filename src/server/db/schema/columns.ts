import { boolean, customType, integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, ExtraConfigColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A row's created_at and updated_at, spread last into the columns like a hand-written pair. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Staff switch a row off instead of deleting it, so what points at it stays readable. */
export const isActive = () => boolean('is_active').notNull().default(true);

/** The position staff gave a row in a list they order by hand. */
export const sortOrder = () => integer('sort_order').notNull().default(0);

type Target = () => AnyPgColumn;

/** A row that cannot exist without the one it points at (deleted with it, or blocking it). */
export const requiredRef = (name: string, target: Target, onDelete: 'cascade' | 'restrict') =>
  uuid(name).notNull().references(target, { onDelete });

/** A link that may be empty; by default it is emptied when the row it points at goes. */
export const optionalRef = (
  name: string,
  target: Target,
  onDelete: 'set null' | 'cascade' = 'set null',
) => uuid(name).references(target, { onDelete });

/** Raw bytes (uploads live in the database by default, DECISIONS.md §5). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The key order of a list shown newest first with the id as tie-break (the keyset pages read
 * it), as Drizzle writes `desc()`: descending, nulls first.
 */
export const newestFirst = (at: ExtraConfigColumn, rowId: ExtraConfigColumn) =>
  [at.desc().nullsFirst(), rowId.desc().nullsFirst()] as const;
