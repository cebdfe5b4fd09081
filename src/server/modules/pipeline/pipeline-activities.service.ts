import type { FastifyRequest } from 'fastify';
import {
  pipelineActivityTypes,
  type PipelineActivity,
  type PipelineActivityType,
  type TimelineActivityType,
} from '#shared/schemas/pipeline/leads.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import {
  findActivity,
  insertActivity,
  listActivities,
  lockActivity,
  updateActivity,
  type ActivityRow,
} from './pipeline-activities.queries.ts';
import {
  findPipelineLead,
  lockPipelineLead,
  updatePipelineLead,
  type PipelineLeadRow,
} from './pipeline-leads.queries.ts';

type Deps = { db: Db; clock: Clock };

export const activityAnswer = (row: {
  activity: ActivityRow;
  authorName: string | null;
}): PipelineActivity => ({
  id: row.activity.id,
  leadPipelineId: row.activity.leadPipelineId,
  activityType: row.activity.activityType as TimelineActivityType,
  subject: row.activity.subject,
  description: row.activity.description,
  scheduledAt: row.activity.scheduledAt?.toISOString() ?? null,
  completedAt: row.activity.completedAt?.toISOString() ?? null,
  createdBy:
    row.activity.createdBy && row.authorName
      ? { id: row.activity.createdBy, name: row.authorName }
      : null,
  createdAt: row.activity.createdAt.toISOString(),
});

export async function activityList(deps: Deps, leadId: string) {
  if (!(await findPipelineLead(deps.db, leadId))) throw notFound('Lead not found');
  return { data: (await listActivities(deps.db, leadId)).map(activityAnswer) };
}

/**
 * Logs an activity on a lead. Without a scheduled time it was done now, which is the lead's last
 * contact; the next follow-up can be set in the same step.
 */
export async function logActivity(
  deps: Deps,
  request: FastifyRequest,
  leadId: string,
  input: {
    activityType: PipelineActivityType;
    subject: string;
    description?: string;
    scheduledAt?: string;
    done?: boolean;
    nextFollowUpDate?: string | null;
  },
) {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const lead = await lockPipelineLead(tx, leadId);
    if (!lead) throw notFound('Lead not found');
    const done = input.done ?? !input.scheduledAt;
    const activity = await insertActivity(tx, {
      leadPipelineId: leadId,
      activityType: input.activityType,
      subject: input.subject,
      description: input.description ?? null,
      scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
      completedAt: done ? now : null,
      createdBy: request.staff?.id,
      createdAt: now,
    });
    const patch: Partial<PipelineLeadRow> = { updatedAt: now };
    if (done) patch.lastContactDate = now;
    if (input.nextFollowUpDate !== undefined) {
      patch.nextFollowUpDate = input.nextFollowUpDate ? new Date(input.nextFollowUpDate) : null;
    }
    await updatePipelineLead(tx, leadId, patch);
    await auditStaff(tx, request, now, {
      action: 'pipeline_activity.created',
      entityType: 'pipeline_activity',
      entityId: activity.id,
      details: { leadPipelineId: leadId, activityType: input.activityType, done },
    });
    return activity.id;
  });
  return activityAnswer((await findActivity(deps.db, id))!);
}

export const RECORD_NOT_EDITABLE = 'This entry records a change to the lead and cannot be edited';

/** Completes (or reopens) and edits an activity; completing it is the lead's last contact. */
export async function editActivity(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  input: {
    completed?: boolean;
    activityType?: PipelineActivityType;
    subject?: string;
    description?: string | null;
    scheduledAt?: string | null;
  },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const activity = await lockActivity(tx, id);
    if (!activity) throw notFound('Activity not found');
    // What the app recorded itself (a reassignment) stays as it happened.
    if (!pipelineActivityTypes.includes(activity.activityType as PipelineActivityType)) {
      throw conflict(RECORD_NOT_EDITABLE);
    }
    const patch: Partial<ActivityRow> = {};
    const completing = input.completed === true && activity.completedAt === null;
    if (completing) patch.completedAt = now;
    if (input.completed === false) patch.completedAt = null;
    if (input.activityType) patch.activityType = input.activityType;
    if (input.subject) patch.subject = input.subject;
    if (input.description !== undefined) patch.description = input.description ?? null;
    if (input.scheduledAt !== undefined) {
      patch.scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
    }
    if (Object.keys(patch).length > 0) await updateActivity(tx, id, patch);
    if (completing) {
      await lockPipelineLead(tx, activity.leadPipelineId);
      await updatePipelineLead(tx, activity.leadPipelineId, {
        lastContactDate: now,
        updatedAt: now,
      });
    }
    await auditStaff(tx, request, now, {
      action: completing ? 'pipeline_activity.completed' : 'pipeline_activity.updated',
      entityType: 'pipeline_activity',
      entityId: id,
      details: { leadPipelineId: activity.leadPipelineId, changed: Object.keys(patch) },
    });
  });
  return activityAnswer((await findActivity(deps.db, id))!);
}
