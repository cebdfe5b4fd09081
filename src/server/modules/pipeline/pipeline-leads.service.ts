import { preferencesOf } from '#shared/constants/contractor-preferences.ts';
import { formatPostalCode } from '#shared/domain/postal-code.ts';
import type { FastifyRequest } from 'fastify';
import { pageAnswer } from '../../db/paging.ts';
import {
  LEAD_ALREADY_IN_PIPELINE,
  LOST_REASON_REQUIRED,
  type PipelineListSort,
  type PipelineStats,
} from '#shared/schemas/pipeline/leads.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { NEW_LEAD_PROBABILITY, startingDealValueCents } from '#shared/domain/deal-value.ts';
import { boardMoveProblem } from '#shared/domain/lead-status.ts';
import { isConvertedLead } from '#shared/domain/lead-conversion.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { readEstimateTable } from '../estimate/estimate-table.ts';
import { leadTakesColumnStatus } from './lead-status.queries.ts';
import { findJobStatus, listJobStatuses, type JobStatusRow } from './job-statuses.queries.ts';
import { recordReassignment, type ReassignmentDeps } from './lead-reassignment.ts';
import { activityAnswer } from './pipeline-activities.service.ts';
import { listActivities } from './pipeline-activities.queries.ts';
import { cardAnswer, decodeCursor, encodeCursor } from './pipeline-cards.ts';
import {
  columnCards,
  countMatching,
  findCard,
  findPipelineLead,
  findSubmission,
  insertPipelineLead,
  listPage,
  lockPipelineLead,
  orderOfSubmission,
  pipelineLeadOfSubmission,
  totalsByStatus,
  updatePipelineLead,
  type PipelineFilters,
  type PipelineLeadRow,
} from './pipeline-leads.queries.ts';
import {
  countActiveSalesPeople,
  findSalesPerson,
  salesPersonOfStaff,
} from './sales-people.queries.ts';

type Deps = { db: Db; clock: Clock };

export type PipelineQueryInput = {
  statusId?: string;
  salesPersonId?: string;
  mine?: boolean;
  search?: string;
  view: 'board' | 'list';
  column?: string;
  cursor?: string;
  limit: number;
  sort: PipelineListSort;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

async function filtersFor(deps: Deps, request: FastifyRequest, query: PipelineQueryInput) {
  const filters: PipelineFilters = {
    statusId: query.statusId,
    salesPersonId: query.salesPersonId,
    search: query.search,
  };
  if (query.mine) filters.mine = (await salesPersonOfStaff(deps.db, request.staff!.id)) ?? null;
  return filters;
}

/** GET /api/lead-pipeline: the board, one column's next cards, or a page of the list. */
export async function pipelineView(deps: Deps, request: FastifyRequest, query: PipelineQueryInput) {
  const filters = await filtersFor(deps, request, query);
  const now = deps.clock.now();
  if (query.column) {
    const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await columnCards(deps.db, filters, query.column, query.limit, cursor);
    const page = rows.slice(0, query.limit);
    return {
      view: 'column' as const,
      statusId: query.column,
      cards: page.map((row) => cardAnswer(row, now)),
      nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null,
    };
  }
  const [statuses, totals, salesTeam] = await Promise.all([
    listJobStatuses(deps.db),
    totalsByStatus(deps.db, filters),
    countActiveSalesPeople(deps.db),
  ]);
  const stats = statsOf(statuses, totals, salesTeam);
  if (query.view === 'list') {
    const [rows, counted] = await Promise.all([
      listPage(deps.db, filters, query.sort, query.direction, query.page, query.pageSize),
      countMatching(deps.db, filters),
    ]);
    return {
      view: 'list' as const,
      stats,
      ...pageAnswer(
        rows.map((row) => cardAnswer(row, now)),
        counted,
        query.page,
        query.pageSize,
      ),
    };
  }
  // One column per active status of category active; a status filter shows just that one.
  const shown = statuses.filter((s) =>
    filters.statusId ? s.id === filters.statusId : s.isActive && s.category === 'active',
  );
  const columns = await Promise.all(
    shown.map(async (status) => {
      const rows = await columnCards(deps.db, filters, status.id, query.limit);
      const page = rows.slice(0, query.limit);
      const total = totals.find((t) => t.statusId === status.id);
      return {
        status: {
          id: status.id,
          name: status.name,
          color: status.color,
          category: status.category,
          order: status.order,
        },
        count: total?.leads ?? 0,
        valueCents: total?.valueCents ?? 0,
        cards: page.map((row) => cardAnswer(row, now)),
        nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null,
      };
    }),
  );
  return { view: 'board' as const, stats, columns };
}

function statsOf(
  statuses: JobStatusRow[],
  totals: Awaited<ReturnType<typeof totalsByStatus>>,
  salesTeam: number,
): PipelineStats {
  const open = new Set(statuses.filter((s) => s.category === 'active').map((s) => s.id));
  let weighted = 0;
  for (const t of totals) if (open.has(t.statusId)) weighted += t.weightedTimes100;
  return {
    totalLeads: totals.reduce((n, t) => n + t.leads, 0),
    totalValueCents: totals.reduce((n, t) => n + t.valueCents, 0),
    salesTeam,
    weightedForecastCents: Math.round(weighted / 100),
  };
}

/** GET /api/lead-pipeline/{id}: the lead drawer. */
export async function pipelineLeadDetail(deps: Deps, id: string) {
  const card = await findCard(deps.db, id);
  if (!card) throw notFound('Lead not found');
  const now = deps.clock.now();
  const [lead, submission, order, activities] = await Promise.all([
    findPipelineLead(deps.db, id),
    findSubmission(deps.db, card.contactSubmissionId),
    orderOfSubmission(deps.db, card.contactSubmissionId),
    listActivities(deps.db, id),
  ]);
  if (!lead || !submission) throw notFound('Lead not found');
  return {
    ...cardAnswer(card, now),
    notes: lead.notes,
    lostReason: lead.lostReason,
    wonAt: lead.wonAt?.toISOString() ?? null,
    closedAt: lead.closedAt?.toISOString() ?? null,
    createdAt: lead.createdAt.toISOString(),
    contact: {
      id: submission.id,
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      address: submission.address,
      province: submission.province,
      postalCode: formatPostalCode(submission.postalCode),
      projectType: submission.projectType,
      roofMaterial: submission.roofMaterial,
      propertyType: submission.propertyType,
      budget: submission.budget,
      urgency: submission.urgency,
      message: submission.message,
      preferences: preferencesOf(submission),
      submittedAt: submission.submittedAt.toISOString(),
    },
    order: order
      ? {
          id: order.id,
          orderNumber: order.orderNumber,
          status: order.status,
          totalAmountCents: order.totalAmountCents,
          paidAmountCents: order.paidAt ? order.totalAmountCents : 0,
          paidAt: order.paidAt?.toISOString() ?? null,
        }
      : null,
    activities: activities.map(activityAnswer),
  };
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

async function usableStatus(db: Db, id: string, field = 'statusId') {
  const status = await findJobStatus(db, id);
  if (!status?.isActive) throw fieldError(field, 'Choose an active status');
  return status;
}

async function usableSalesPerson(db: Db, id: string) {
  const person = await findSalesPerson(db, id);
  if (!person?.person.isActive) {
    throw fieldError('assignedSalesPersonId', 'Choose an active sales person');
  }
  return person.person;
}

/** What entering `status` sets on the lead: won and closed dates, the lost reason. */
function closing(status: JobStatusRow, now: Date, lostReason: string | null) {
  if (status.category === 'won') return { wonAt: now, closedAt: now, lostReason: null };
  if (status.category === 'lost') return { wonAt: null, closedAt: now, lostReason };
  return { wonAt: null, closedAt: null, lostReason: null };
}

export type CreateLeadInput = {
  contactSubmissionId: string;
  assignedSalesPersonId: string;
  statusId: string;
  value?: number;
  probability?: number;
  expectedCloseDate?: string;
  nextFollowUpDate?: string | null;
  notes?: string;
};

/** Add Lead: one pipeline row per contact submission. */
export async function addPipelineLead(deps: Deps, request: FastifyRequest, input: CreateLeadInput) {
  const now = deps.clock.now();
  try {
    const id = await deps.db.transaction(async (tx) => {
      const submission = await findSubmission(tx, input.contactSubmissionId);
      if (!submission) {
        throw fieldError('contactSubmissionId', 'Choose an existing contact submission');
      }
      const person = await usableSalesPerson(tx, input.assignedSalesPersonId);
      const status = await usableStatus(tx, input.statusId);
      if (status.category === 'lost') {
        throw fieldError('statusId', 'A new lead cannot start in a lost status');
      }
      const problem = boardMoveProblem(isConvertedLead(submission), status.category);
      if (problem) throw fieldError('statusId', problem);
      if (await pipelineLeadOfSubmission(tx, input.contactSubmissionId)) throw alreadyInPipeline();
      const lead = await insertPipelineLead(tx, {
        contactSubmissionId: input.contactSubmissionId,
        assignedSalesPersonId: person.id,
        statusId: status.id,
        // Left out: the same start as a quote request's deal (deal-value.ts).
        valueCents: input.value ?? startingDealValueCents(submission, await readEstimateTable(tx)),
        probability: input.probability ?? NEW_LEAD_PROBABILITY,
        expectedCloseDate: input.expectedCloseDate ?? null,
        nextFollowUpDate: input.nextFollowUpDate ? new Date(input.nextFollowUpDate) : null,
        notes: input.notes ?? null,
        ...closing(status, now, null),
        createdAt: now,
        updatedAt: now,
      });
      await leadTakesColumnStatus(tx, lead.contactSubmissionId);
      await auditStaff(tx, request, now, {
        action: 'pipeline_lead.created',
        entityType: 'lead_pipeline',
        entityId: lead.id,
        details: {
          contactSubmissionId: lead.contactSubmissionId,
          assignedSalesPersonId: lead.assignedSalesPersonId,
          statusId: lead.statusId,
          valueCents: lead.valueCents,
        },
      });
      return lead.id;
    });
    return pipelineLeadDetail(deps, id);
  } catch (error) {
    // Two people adding the same lead at once: the second meets the unique index.
    if (isUniqueViolation(error)) throw alreadyInPipeline();
    throw error;
  }
}

const alreadyInPipeline = () =>
  conflict(LEAD_ALREADY_IN_PIPELINE, { contactSubmissionId: LEAD_ALREADY_IN_PIPELINE });

export type UpdateLeadInput = {
  statusId?: string;
  assignedSalesPersonId?: string;
  value?: number;
  probability?: number;
  expectedCloseDate?: string | null;
  nextFollowUpDate?: string | null;
  notes?: string | null;
  lostReason?: string | null;
};

/**
 * PATCH /api/lead-pipeline/{id}: a card moved or edited. Moving into a lost status needs a
 * reason; into a won status records the won date; back to an open status clears both. A new
 * sales person is recorded in the timeline and told to the one before (lead-reassignment.ts).
 */
export async function editPipelineLead(
  deps: Deps & ReassignmentDeps & { emailQueued: () => void },
  request: FastifyRequest,
  id: string,
  input: UpdateLeadInput,
) {
  const now = deps.clock.now();
  const emailed = await deps.db.transaction(async (tx) => {
    const lead = await lockPipelineLead(tx, id);
    if (!lead) throw notFound('Lead not found');
    const patch: Partial<PipelineLeadRow> = { updatedAt: now };
    let statusChange: { from: string; to: string } | undefined;
    if (input.statusId && input.statusId !== lead.statusId) {
      const status = await usableStatus(tx, input.statusId);
      // Won is a lead with an order (lead-conversion.md): not a column to drop a card on.
      const submission = await findSubmission(tx, lead.contactSubmissionId);
      const problem = boardMoveProblem(
        submission ? isConvertedLead(submission) : false,
        status.category,
      );
      if (problem) throw fieldError('statusId', problem);
      const before = await findJobStatus(tx, lead.statusId);
      // From one lost status to another the reason given before still holds.
      const lostReason =
        input.lostReason?.trim() || (before?.category === 'lost' ? lead.lostReason : null);
      if (status.category === 'lost' && !lostReason) {
        throw fieldError('lostReason', LOST_REASON_REQUIRED);
      }
      // Won to won (or lost to lost) keeps the date it was first closed.
      if (before?.category !== status.category)
        Object.assign(patch, closing(status, now, lostReason));
      else if (status.category === 'lost') patch.lostReason = lostReason;
      patch.statusId = status.id;
      statusChange = { from: lead.statusId, to: status.id };
    } else if (input.lostReason !== undefined && lead.lostReason !== null) {
      // A lost lead's reason can be corrected, not emptied.
      const lostReason = input.lostReason?.trim() || null;
      if (!lostReason) throw fieldError('lostReason', LOST_REASON_REQUIRED);
      patch.lostReason = lostReason;
    }
    let emailed = false;
    if (input.assignedSalesPersonId && input.assignedSalesPersonId !== lead.assignedSalesPersonId) {
      const person = await usableSalesPerson(tx, input.assignedSalesPersonId);
      patch.assignedSalesPersonId = person.id;
      emailed = await recordReassignment(tx, deps, request, lead, person, now);
    }
    if (input.value !== undefined) patch.valueCents = input.value;
    if (input.probability !== undefined) patch.probability = input.probability;
    if (input.expectedCloseDate !== undefined) patch.expectedCloseDate = input.expectedCloseDate;
    if (input.nextFollowUpDate !== undefined) {
      patch.nextFollowUpDate = input.nextFollowUpDate ? new Date(input.nextFollowUpDate) : null;
    }
    if (input.notes !== undefined) patch.notes = input.notes ?? null;
    await updatePipelineLead(tx, id, patch);
    if (statusChange) await leadTakesColumnStatus(tx, lead.contactSubmissionId);
    await auditStaff(tx, request, now, {
      action: statusChange ? 'pipeline_lead.moved' : 'pipeline_lead.updated',
      entityType: 'lead_pipeline',
      entityId: id,
      details: {
        changed: Object.keys(patch).filter((k) => k !== 'updatedAt'),
        ...(statusChange ? { status: statusChange } : {}),
        ...(patch.assignedSalesPersonId
          ? { salesPerson: { from: lead.assignedSalesPersonId, to: patch.assignedSalesPersonId } }
          : {}),
      },
    });
    return emailed;
  });
  if (emailed) deps.emailQueued();
  return pipelineLeadDetail(deps, id);
}
