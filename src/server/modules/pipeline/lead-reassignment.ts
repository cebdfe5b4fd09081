import type { FastifyRequest } from 'fastify';
import type { TimelineActivityType } from '#shared/schemas/pipeline/leads.ts';
import type { Db } from '../../db/client.ts';
import { enqueueEmail, type EmailSettings } from '../email/email.service.ts';
import { insertActivity } from './pipeline-activities.queries.ts';
import { findSubmission, type PipelineLeadRow } from './pipeline-leads.queries.ts';
import { findSalesPerson, type SalesPersonRow } from './sales-people.queries.ts';

export type ReassignmentDeps = { email: EmailSettings; appUrl: string };

const REASSIGNED: TimelineActivityType = 'reassigned';

/**
 * A lead given to another sales person. The board is shared, so any staff member may do it; so
 * that nobody loses a lead without knowing, it goes into the lead's timeline ("Reassigned: From
 * Sam Sales to Rita Rep", by whoever did it), and the rep it was taken from is e-mailed through
 * the outbox, in the caller's transaction. No e-mail when they did it themselves, or when they
 * are no longer active. Answers whether an e-mail was queued.
 */
export async function recordReassignment(
  tx: Db,
  deps: ReassignmentDeps,
  request: FastifyRequest,
  lead: PipelineLeadRow,
  to: SalesPersonRow,
  now: Date,
) {
  const from = (await findSalesPerson(tx, lead.assignedSalesPersonId))?.person;
  const actor = request.staff;
  await insertActivity(tx, {
    leadPipelineId: lead.id,
    activityType: REASSIGNED,
    subject: `From ${from?.name ?? 'a former sales person'} to ${to.name}`,
    description: null,
    scheduledAt: null,
    // A record of what happened, not a contact: the lead's last contact date stays as it was.
    completedAt: now,
    createdBy: actor?.id,
    createdAt: now,
  });
  if (!from?.isActive || (actor && from.staffUserId === actor.id)) return false;
  const submission = await findSubmission(tx, lead.contactSubmissionId);
  await enqueueEmail(tx, deps.email, {
    to: from.email,
    at: now,
    template: 'pipeline_reassigned',
    values: {
      customerName: from.name,
      actorName: actor?.name ?? 'A staff member',
      leadName: submission?.name ?? 'a lead',
      repName: to.name,
      pipelineLink: `${deps.appUrl}/pipeline`,
    },
    createdBy: actor?.id,
  });
  return true;
}
