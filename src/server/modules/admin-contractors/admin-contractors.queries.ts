import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ContractorFilter } from '#shared/schemas/admin/contractors.ts';
import type { Db } from '../../db/client.ts';
import { cappedCount, containing } from '../../db/paging.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { staffUsers } from '../../db/schema/staff.ts';
import { findRow, insertRow, updateRow } from '../../db/rows.ts';
import { canBidSql } from '../auctions/service-area.ts';

export type Contractor = typeof contractors.$inferSelect;
export type ContractorFilters = { search?: string; filter?: ContractorFilter; today: string };

// Cannot bid today: canBidSql's rule turned round (a missing date makes it null, so coalesce).
const cannotBid = (today: string) => sql`not coalesce((${canBidSql(today)}), false)`;

function contractorFilterSql({ search, filter, today }: ContractorFilters): SQL | undefined {
  return and(
    search
      ? or(
          ilike(contractors.companyName, containing(search)),
          ilike(contractors.licenceNumber, containing(search)),
        )
      : undefined,
    filter === 'active' ? eq(contractors.isActive, true) : undefined,
    filter === 'suspended' ? eq(contractors.isActive, false) : undefined,
    filter === 'flagged' ? cannotBid(today) : undefined,
  );
}

/** One page of contractors by company name, and how many match (capped). */
export async function contractorPage(
  db: Db,
  filters: ContractorFilters,
  page: number,
  pageSize: number,
) {
  const where = contractorFilterSql(filters);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(contractors)
      .where(where)
      .orderBy(asc(sql`lower(${contractors.companyName})`), asc(contractors.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cappedCount(db, contractors, where),
  ]);
  return { rows, counted };
}

/** The users who sign in for these contractors (the page's rows only). */
export function usersOfContractors(db: Db, contractorIds: string[]) {
  if (contractorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      contractorId: staffUsers.contractorId,
      passwordHash: staffUsers.passwordHash,
      isActive: staffUsers.isActive,
    })
    .from(staffUsers)
    .where(and(inArray(staffUsers.contractorId, contractorIds), eq(staffUsers.role, 'contractor')))
    .orderBy(asc(staffUsers.name));
}

export const findContractor = findRow(contractors);

/** The contractor row, locked until the transaction ends (an edit compares before and after). */
export async function lockContractor(db: Db, id: string) {
  const [row] = await db.select().from(contractors).where(eq(contractors.id, id)).for('update');
  return row;
}

/** Which of the unique fields another contractor already uses. */
export async function takenFields(
  db: Db,
  fields: { licenceNumber: string; email: string },
  exceptId?: string,
) {
  const rows = await db
    .select({ licenceNumber: contractors.licenceNumber, email: contractors.email })
    .from(contractors)
    .where(
      and(
        or(
          eq(contractors.licenceNumber, fields.licenceNumber),
          eq(contractors.email, fields.email),
        ),
        exceptId ? ne(contractors.id, exceptId) : undefined,
      ),
    );
  return {
    licenceNumber: rows.some((r) => r.licenceNumber === fields.licenceNumber),
    email: rows.some((r) => r.email === fields.email),
  };
}

export const insertContractor = insertRow(contractors);

export const updateContractor = updateRow(contractors);
