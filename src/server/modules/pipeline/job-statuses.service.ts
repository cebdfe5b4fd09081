import type { FastifyRequest } from 'fastify';
import {
  JOB_STATUS_NAME_TAKEN,
  type CreateJobStatusInput,
  type JobStatus,
} from '#shared/schemas/pipeline/job-statuses.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import {
  findJobStatus,
  findJobStatusByName,
  insertJobStatus,
  listJobStatuses,
  updateJobStatus,
  type JobStatusRow,
} from './job-statuses.queries.ts';

type Deps = { db: Db; clock: Clock };
type StatusInput = Required<Omit<CreateJobStatusInput, 'isActive'>> & { isActive?: boolean };

export const jobStatusAnswer = (row: JobStatusRow): JobStatus => ({
  id: row.id,
  name: row.name,
  color: row.color,
  order: row.order,
  category: row.category,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export async function jobStatusList(deps: Deps) {
  return { data: (await listJobStatuses(deps.db)).map(jobStatusAnswer) };
}

const nameTaken = () => conflict(JOB_STATUS_NAME_TAKEN, { name: JOB_STATUS_NAME_TAKEN });

/** Add Status: the name is unique (ignoring case, so "Won" and "won" are not two columns). */
export async function addJobStatus(deps: Deps, request: FastifyRequest, input: StatusInput) {
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (await findJobStatusByName(tx, input.name)) throw nameTaken();
      const created = await insertJobStatus(tx, { ...input, createdAt: now });
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
      const updated = (await updateJobStatus(tx, id, input))!;
      await auditStaff(tx, request, now, {
        action: 'job_status.updated',
        entityType: 'job_status',
        entityId: id,
        details: {
          before: { name: before.name, category: before.category, order: before.order },
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
