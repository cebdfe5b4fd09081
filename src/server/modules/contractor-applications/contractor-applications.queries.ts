import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, DocumentKind } from '#shared/constants/contractor-vetting.ts';
import type { Db } from '../../db/client.ts';
import { cappedCount } from '../../db/paging.ts';
import {
  contractorApplications,
  contractorDocuments,
} from '../../db/schema/contractor-applications.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { files } from '../../db/schema/files.ts';

export type Application = typeof contractorApplications.$inferSelect;
export type NewApplication = typeof contractorApplications.$inferInsert;
export type NewDocument = typeof contractorDocuments.$inferInsert;

export async function insertApplication(db: Db, row: NewApplication) {
  const [saved] = await db.insert(contractorApplications).values(row).returning();
  return saved!;
}

export async function insertDocuments(db: Db, rows: NewDocument[]) {
  if (rows.length === 0) return [];
  return db.insert(contractorDocuments).values(rows).returning();
}

export async function applicationPage(
  db: Db,
  status: ApplicationStatus | undefined,
  page: number,
  pageSize: number,
) {
  const where = status ? eq(contractorApplications.status, status) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(contractorApplications)
      .where(where)
      .orderBy(desc(contractorApplications.createdAt), desc(contractorApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    cappedCount(db, contractorApplications, where),
  ]);
  return { rows, counted };
}

export async function findApplication(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(contractorApplications)
    .where(eq(contractorApplications.id, id));
  return row;
}

/** Documents with their file's name, oldest first (or newest first). */
export function documentsWhere(db: Db, where: SQL | undefined, newestFirst = false) {
  const order = newestFirst ? desc : asc;
  return db
    .select({ document: contractorDocuments, fileName: files.originalName })
    .from(contractorDocuments)
    .leftJoin(files, eq(files.id, contractorDocuments.fileId))
    .where(where)
    .orderBy(order(contractorDocuments.createdAt), order(contractorDocuments.id));
}
export type DocumentWithFile = Awaited<ReturnType<typeof documentsWhere>>[number];

export async function documentWithFile(db: Db, id: string) {
  const [row] = await documentsWhere(db, eq(contractorDocuments.id, id));
  return row;
}

export const documentsOfApplication = (db: Db, applicationId: string) =>
  documentsWhere(db, eq(contractorDocuments.applicationId, applicationId));

/**
 * Moves an application from one of `from` to `to`, only if it is still in one of them: the
 * claim that makes a double click (or two staff at once) decide once. Undefined when it was not.
 */
export async function claimApplication(
  db: Db,
  id: string,
  from: ApplicationStatus[],
  patch: Partial<NewApplication> & { status: ApplicationStatus },
  also?: SQL,
) {
  const [row] = await db
    .update(contractorApplications)
    .set(patch)
    .where(
      and(eq(contractorApplications.id, id), inArray(contractorApplications.status, from), also),
    )
    .returning();
  return row;
}

export async function setApplicationContractor(db: Db, id: string, contractorId: string) {
  await db
    .update(contractorApplications)
    .set({ contractorId })
    .where(eq(contractorApplications.id, id));
}

/** An application's documents become the new contractor's approved ones. */
export async function approveApplicationDocuments(
  db: Db,
  applicationId: string,
  contractorId: string,
  approvedBy: string | undefined,
  at: Date,
) {
  return db
    .update(contractorDocuments)
    .set({ contractorId, status: 'approved', approvedAt: at, approvedBy, updatedAt: at })
    .where(
      and(
        eq(contractorDocuments.applicationId, applicationId),
        eq(contractorDocuments.status, 'pending'),
      ),
    )
    .returning();
}

/** Decides a pending document once (a double click finds it decided). */
export async function claimDocument(
  db: Db,
  id: string,
  patch: Partial<NewDocument> & { status: 'approved' | 'rejected' },
) {
  const [row] = await db
    .update(contractorDocuments)
    .set(patch)
    .where(and(eq(contractorDocuments.id, id), eq(contractorDocuments.status, 'pending')))
    .returning();
  return row;
}

export async function findDocument(db: Db, id: string) {
  const [row] = await db.select().from(contractorDocuments).where(eq(contractorDocuments.id, id));
  return row;
}

/** A contractor's documents (renewals and the approved ones), newest first. */
export const documentsOfContractor = (db: Db, contractorId: string) =>
  documentsWhere(db, eq(contractorDocuments.contractorId, contractorId), true);

/** Renewals waiting for staff, oldest first, with the company's name. */
export function pendingRenewals(db: Db, limit: number) {
  return db
    .select({
      document: contractorDocuments,
      fileName: files.originalName,
      companyName: contractors.companyName,
    })
    .from(contractorDocuments)
    .innerJoin(contractors, eq(contractors.id, contractorDocuments.contractorId))
    .leftJoin(files, eq(files.id, contractorDocuments.fileId))
    .where(
      and(eq(contractorDocuments.status, 'pending'), isNull(contractorDocuments.applicationId)),
    )
    .orderBy(asc(contractorDocuments.createdAt), asc(contractorDocuments.id))
    .limit(limit);
}

/** The contractor's expiry of one kind becomes that of its newly approved document. */
export async function recordVerifiedDocument(
  db: Db,
  contractorId: string,
  kind: DocumentKind,
  expiresOn: string | null,
  at: Date,
) {
  if (kind === 'wcb') return;
  const patch =
    kind === 'licence'
      ? { licenceExpiresOn: expiresOn, licenceVerifiedAt: at, updatedAt: at }
      : { insuranceExpiresOn: expiresOn, insuranceVerifiedAt: at, updatedAt: at };
  await db.update(contractors).set(patch).where(eq(contractors.id, contractorId));
}

/**
 * The contractors' current licence and insurance documents expiring after `after` and on or
 * before `by` whose `days`-day reminder has not gone: the approved document whose expiry is the
 * contractor's (an older one a renewal replaced is not reminded of).
 */
export function documentsDueReminder(
  db: Db,
  window: { after: string; by: string },
  days: 30 | 7,
  limit: number,
) {
  const sentColumn =
    days === 30 ? contractorDocuments.reminder30SentAt : contractorDocuments.reminder7SentAt;
  return db
    .select({
      id: contractorDocuments.id,
      kind: contractorDocuments.kind,
      expiresOn: contractorDocuments.expiresOn,
      contractorId: contractors.id,
      companyName: contractors.companyName,
      contactName: contractors.contactName,
      email: contractors.email,
    })
    .from(contractorDocuments)
    .innerJoin(contractors, eq(contractors.id, contractorDocuments.contractorId))
    .where(
      and(
        eq(contractorDocuments.status, 'approved'),
        inArray(contractorDocuments.kind, ['licence', 'insurance']),
        isNull(sentColumn),
        sql`${contractorDocuments.expiresOn} > ${window.after}::date`,
        lte(contractorDocuments.expiresOn, window.by),
        eq(contractors.isActive, true),
        sql`${contractorDocuments.expiresOn} = case ${contractorDocuments.kind}
          when 'licence' then ${contractors.licenceExpiresOn}
          else ${contractors.insuranceExpiresOn} end`,
      ),
    )
    .orderBy(asc(contractorDocuments.expiresOn), asc(contractorDocuments.id))
    .limit(limit);
}

/** Claims one reminder: true for the one run (of several instances) that may send it. */
export async function claimReminder(db: Db, id: string, days: 30 | 7, at: Date) {
  const patch = days === 30 ? { reminder30SentAt: at } : { reminder7SentAt: at };
  const sentColumn =
    days === 30 ? contractorDocuments.reminder30SentAt : contractorDocuments.reminder7SentAt;
  const claimed = await db
    .update(contractorDocuments)
    .set(patch)
    .where(and(eq(contractorDocuments.id, id), isNull(sentColumn)))
    .returning({ id: contractorDocuments.id });
  return claimed.length === 1;
}

/**
 * Deletes the applications that ended without a contractor before `before`: rejected ones
 * reviewed then, and ones waiting for a requested document that never came, last changed then.
 * Their documents go with them (the rows cascade; the files, then linked to nothing, go with
 * the upload clean-up's same run). An approved application is the contractor's record and stays.
 */
export async function deleteEndedApplications(db: Db, before: Date) {
  const deleted = await db
    .delete(contractorApplications)
    .where(
      and(
        isNull(contractorApplications.contractorId),
        sql`((${contractorApplications.status} = 'rejected' and ${contractorApplications.reviewedAt} < ${before})
          or (${contractorApplications.status} = 'documents_requested' and ${contractorApplications.updatedAt} < ${before}))`,
      ),
    )
    .returning({ id: contractorApplications.id });
  return deleted.length;
}
