import type { FastifyRequest } from 'fastify';
import { leadStatusOfColumn, openLeadStatusOf } from '#shared/domain/lead-status.ts';
import {
  JOB_STATUS_HAS_LEADS,
  JOB_STATUS_NAME_TAKEN,
  type CreateJobStatusInput,
  type JobStatus,
} from '#shared/schemas/pipeline/job-statuses.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { columnLeadsTakeItsStatus, leadsInColumn } from './lead-status.queries.ts';
import {
  findJobStatus,
  findJobStatusByName,
  insertJobStatus,
  listJobStatuses,
  updateJobStatus,
  type JobStatusRow,
} from './job-statuses.queries.ts';

type Deps = { db: Db; clock: Clock };
type StatusInput = Required<Omit<CreateJobStatusInput, 'isActive' | 'leadStatus'>> &
  Pick<CreateJobStatusInput, 'leadStatus'> & { isActive?: boolean };

export const jobStatusAnswer = (row: JobStatusRow): JobStatus => ({
  id: row.id,
  name: row.name,
  color: row.color,
  order: row.order,
  category: row.category,
  leadStatus: row.leadStatus,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export async function jobStatusList(deps: Deps) {
  return { data: (await listJobStatuses(deps.db)).map(jobStatusAnswer) };
}

const nameTaken = () => conflict(JOB_STATUS_NAME_TAKEN, { name: JOB_STATUS_NAME_TAKEN });

/**
 * The row's fields: the lead status follows from a won or lost category (lead-status.ts); an
 * active column keeps its own unless another is chosen.
 */
const columnValues = (input: StatusInput, before?: JobStatusRow) => {
  const kept = before?.category === 'active' ? openLeadStatusOf(before.leadStatus) : undefined;
  return { ...input, leadStatus: leadStatusOfColumn(input.category, input.leadStatus ?? kept) };
};

/** Add Status: the name is unique (ignoring case, so "Won" and "won" are not two columns). */
export async function addJobStatus(deps: Deps, request: FastifyRequest, input: StatusInput) {
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (await findJobStatusByName(tx, input.name)) throw nameTaken();
      const created = await insertJobStatus(tx, { ...columnValues(input), createdAt: now });
      await auditStaff(tx, request, now, {
        action: 'job_status.created',
        entityType: 'job_status',
        entityId: created.id,
        details: { name: created.name, category: created.category, order: created.order },
      });
      return created;
    });
    return jobStatusAnswer(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function editJobStatus(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  input: StatusInput,
) {
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const before = await findJobStatus(tx, id);
      if (!before) throw notFound('Status not found');
      const sameName = await findJobStatusByName(tx, input.name);
      if (sameName && sameName.id !== id) throw nameTaken();
      // Won and lost columns hold leads that were won or lost (with their dates and reasons):
      // a column with leads keeps its category.
      if (input.category !== before.category && (await leadsInColumn(tx, id)) > 0) {
        throw conflict(JOB_STATUS_HAS_LEADS, { category: JOB_STATUS_HAS_LEADS });
      }
      const updated = (await updateJobStatus(tx, id, columnValues(input, before)))!;
      if (updated.leadStatus !== before.leadStatus) await columnLeadsTakeItsStatus(tx, id);
      await auditStaff(tx, request, now, {
        action: 'job_status.updated',
        entityType: 'job_status',
        entityId: id,
        details: {
          before: {
            name: before.name,
            category: before.category,
            leadStatus: before.leadStatus,
            order: before.order,
          },
          after: { ...input },
        },
      });
      return updated;
    });
    return jobStatusAnswer(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
