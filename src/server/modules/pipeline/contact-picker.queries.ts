import { and, desc, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cappedCount } from '../../db/paging.ts';
import { contactSubmissions as submissions } from '../../db/schema/leads.ts';
import { leadPipeline } from '../../db/schema/pipeline.ts';
import { leadFilterSql } from '../admin-leads/admin-leads.queries.ts';

// Spelled out: in a one-table select drizzle leaves column names unqualified, and a bare "id"
// inside the subquery would be the pipeline row's.
const inPipeline = sql<boolean>`exists (select 1 from ${leadPipeline} where ${leadPipeline.contactSubmissionId} = "contact_submissions"."id")`;

export type ContactFilter = { search?: string; available?: boolean };

const contactWhere = ({ search, available }: ContactFilter) =>
  and(leadFilterSql({ search }), available ? not(inPipeline) : undefined);

/** Contact submissions for the Add Lead picker, newest first, searched on their indexes. */
export function pickableContacts(db: Db, filter: ContactFilter, page: number, pageSize: number) {
  return db
    .select({
      id: submissions.id,
      name: submissions.name,
      email: submissions.email,
      phone: submissions.phone,
      address: submissions.address,
      projectType: submissions.projectType,
      submittedAt: submissions.submittedAt,
      inPipeline: inPipeline,
      converted: sql<boolean>`${submissions.convertedAt} is not null`,
    })
    .from(submissions)
    .where(contactWhere(filter))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export const countContacts = (db: Db, filter: ContactFilter) =>
  cappedCount(db, submissions, contactWhere(filter));
