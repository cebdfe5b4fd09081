import * as z from 'zod/mini';
import { jobStatusCategories } from '../../constants/options.ts';
import { moneyAmount } from '../admin/orders.ts';
import { MAX_PAGE_SIZE, pageOf, pageQuery, searchText } from '../admin/paging.ts';
import { isoDateTime, optionalIsoDate, optionalText, requiredText, uuid } from '../common.ts';
import { nullableStrings, numbers, strings } from '../fields.ts';

/**
 * The pipeline's leads (SPEC.md §3 lead_pipeline, §7). Money travels as integer cents in
 * answers (`…Cents`) and as typed dollars in inputs (`value`, parsed by moneyAmount).
 */

export const LEAD_ALREADY_IN_PIPELINE = 'This lead is already in the pipeline';
export const LOST_REASON_REQUIRED = 'Enter why this lead was lost';
export const CARDS_PER_COLUMN = 20;

/** A query-string yes/no: `true`/`1` or `false`/`0`/empty. */
export const flag = z.pipe(
  z.enum(['true', 'false', '1', '0', ''], 'Must be true or false'),
  z.transform((v) => v === 'true' || v === '1'),
);

export const pipelineListSorts = [
  'value',
  'expectedCloseDate',
  'nextFollowUpDate',
  'updatedAt',
  'name',
] as const;
export type PipelineListSort = (typeof pipelineListSorts)[number];

/**
 * GET /api/lead-pipeline. Filters: statusId, salesPersonId, mine (the signed-in user's sales
 * person), search (name, e-mail or phone of the submission). Three answers:
 * - the board (default): stats and one column per active status with its first cards;
 * - one column's next cards: `column` (a status id) with the `cursor` the previous page gave;
 * - `view=list`: one sorted page of every matching lead.
 */
export const pipelineQuery = z.object({
  statusId: z.optional(uuid('Choose a status')),
  salesPersonId: z.optional(uuid('Choose a sales person')),
  mine: z.optional(flag),
  search: searchText,
  view: z._default(z.enum(['board', 'list'], 'Choose board or list'), 'board'),
  column: z.optional(uuid('Choose a status')),
  cursor: z.optional(
    z
      .string()
      .check(z.maxLength(200, 'Invalid cursor'), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor')),
  ),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
    CARDS_PER_COLUMN,
  ),
  sort: z._default(z.enum(pipelineListSorts, 'Choose a sort'), 'updatedAt'),
  direction: z._default(z.enum(['asc', 'desc'], 'Choose asc or desc'), 'desc'),
  ...pageQuery,
});
export type PipelineQuery = z.input<typeof pipelineQuery>;

const statusRef = z.object({
  ...strings('id', 'name', 'color'),
  category: z.enum(jobStatusCategories),
});
const personRef = z.object({ id: z.string(), name: z.string() });

/** A card on the board, a row of the list. */
export const pipelineCard = z.object({
  ...strings('id', 'contactSubmissionId', 'name', 'email', 'phone'),
  projectType: z.nullable(z.string()),
  ...numbers('valueCents', 'probability'),
  /** YYYY-MM-DD. */
  ...nullableStrings('expectedCloseDate', 'nextFollowUpDate'),
  /** SPEC.md §9: due when the follow-up is on or before now. */
  followUpDue: z.boolean(),
  lastContactDate: z.nullable(z.string()),
  salesPerson: personRef,
  status: statusRef,
  orderNumber: z.nullable(z.string()),
  /** The rep whose QR code brought the homeowner, if any. */
  referralRep: z.nullable(personRef),
  updatedAt: z.string(),
});
export type PipelineCard = z.infer<typeof pipelineCard>;

/** The stat cards, computed in SQL for the current filters. */
export const pipelineStats = z.object({
  ...numbers('totalLeads', 'totalValueCents'),
  /** Active sales people (not filtered). */
  salesTeam: z.number(),
  /** Σ value × probability / 100 of open leads (statuses of category active). */
  weightedForecastCents: z.number(),
});
export type PipelineStats = z.infer<typeof pipelineStats>;

export const pipelineColumn = z.object({
  status: z.extend(statusRef, { order: z.number() }),
  ...numbers('count', 'valueCents'),
  cards: z.array(pipelineCard),
  /** Pass as `cursor` with `column` for the next cards; null at the end. */
  nextCursor: z.nullable(z.string()),
});
export type PipelineColumn = z.infer<typeof pipelineColumn>;

export const pipelineBoard = z.object({
  view: z.literal('board'),
  stats: pipelineStats,
  columns: z.array(pipelineColumn),
});
export type PipelineBoard = z.infer<typeof pipelineBoard>;

export const pipelineColumnPage = z.object({
  view: z.literal('column'),
  statusId: z.string(),
  cards: z.array(pipelineCard),
  nextCursor: z.nullable(z.string()),
});
export type PipelineColumnPage = z.infer<typeof pipelineColumnPage>;

export const pipelineListPage = z.extend(pageOf(pipelineCard), {
  view: z.literal('list'),
  stats: pipelineStats,
});
export type PipelineListPage = z.infer<typeof pipelineListPage>;

export const pipelineResponse = z.union([pipelineBoard, pipelineColumnPage, pipelineListPage]);
export type PipelineResponse = z.infer<typeof pipelineResponse>;

const probability = z
  .number('Probability must be a whole number from 0 to 100')
  .check(
    z.int('Probability must be a whole number from 0 to 100'),
    z.minimum(0, 'Probability must be a whole number from 0 to 100'),
    z.maximum(100, 'Probability must be a whole number from 0 to 100'),
  );
const followUp = z.nullable(isoDateTime('Enter a valid date and time'));
const valueAmount = moneyAmount('Enter a value such as 12500');

/** POST /api/lead-pipeline (SPEC.md §7: contactSubmissionId, assignedSalesPersonId, statusId, value, notes). */
export const createPipelineLeadInput = z.object({
  contactSubmissionId: uuid('Contact submission is required'),
  assignedSalesPersonId: uuid('Sales person is required'),
  statusId: uuid('Status is required'),
  value: z.optional(valueAmount),
  probability: z.optional(probability),
  expectedCloseDate: optionalIsoDate(),
  nextFollowUpDate: z.optional(followUp),
  notes: optionalText(5000, { multiline: true }),
});
export type CreatePipelineLeadInput = z.input<typeof createPipelineLeadInput>;

/**
 * PATCH /api/lead-pipeline/{id}: any of these; null clears a date or the notes. Moving to a
 * status of category lost needs lostReason; moving to a won status records the won date.
 */
export const updatePipelineLeadInput = z.object({
  statusId: z.optional(uuid('Choose a status')),
  assignedSalesPersonId: z.optional(uuid('Choose a sales person')),
  value: z.optional(valueAmount),
  probability: z.optional(probability),
  expectedCloseDate: z.optional(
    z.nullable(
      z.pipe(
        optionalIsoDate(),
        z.transform((v: string | undefined) => v ?? null),
      ),
    ),
  ),
  nextFollowUpDate: z.optional(followUp),
  notes: z.optional(z.nullable(optionalText(5000, { multiline: true }))),
  lostReason: z.optional(z.nullable(optionalText(500, { multiline: true }))),
});
export type UpdatePipelineLeadInput = z.input<typeof updatePipelineLeadInput>;

/** What staff log on a lead. */
export const pipelineActivityTypes = ['call', 'email', 'meeting', 'note', 'task'] as const;
export type PipelineActivityType = (typeof pipelineActivityTypes)[number];
/**
 * What a lead's timeline shows: the logged activities, and what the app records itself (a
 * reassignment to another sales person), which nobody logs or edits.
 */
export const timelineActivityTypes = [...pipelineActivityTypes, 'reassigned'] as const;
export type TimelineActivityType = (typeof timelineActivityTypes)[number];

export const pipelineActivity = z.object({
  ...strings('id', 'leadPipelineId'),
  activityType: z.enum(timelineActivityTypes),
  subject: z.string(),
  ...nullableStrings('description', 'scheduledAt', 'completedAt'),
  createdBy: z.nullable(personRef),
  createdAt: z.string(),
});
export type PipelineActivity = z.infer<typeof pipelineActivity>;

/** GET /api/lead-pipeline/{id}: the lead drawer. */
export const pipelineLeadDetail = z.extend(pipelineCard, {
  ...nullableStrings('notes', 'lostReason', 'wonAt', 'closedAt'),
  createdAt: z.string(),
  contact: z.object({
    ...strings('id', 'name', 'email', 'phone', 'address', 'province', 'postalCode'),
    ...nullableStrings('projectType', 'roofMaterial', 'propertyType'),
    budget: z.string(),
    ...nullableStrings('urgency', 'message'),
    submittedAt: z.string(),
  }),
  /** The submission's order, if it has one. */
  order: z.nullable(
    z.object({
      ...strings('id', 'orderNumber', 'status'),
      totalAmountCents: z.number(),
      /** What was paid (0 until paid). */
      paidAmountCents: z.number(),
      paidAt: z.nullable(z.string()),
    }),
  ),
  activities: z.array(pipelineActivity),
});
export type PipelineLeadDetail = z.infer<typeof pipelineLeadDetail>;

/** GET /api/lead-pipeline/{id}/activities: newest first. */
export const pipelineActivityList = z.object({ data: z.array(pipelineActivity) });

/**
 * POST /api/lead-pipeline/{id}/activities. Without scheduledAt (or with done) it is logged as
 * done now, which sets the lead's last contact; nextFollowUpDate also sets the lead's.
 */
export const createPipelineActivityInput = z.object({
  activityType: z.enum(pipelineActivityTypes, 'Choose call, email, meeting, note or task'),
  subject: requiredText('Subject is required', 200),
  description: optionalText(5000, { multiline: true }),
  scheduledAt: z.optional(isoDateTime('Enter a valid date and time')),
  done: z.optional(z.boolean('Must be true or false')),
  nextFollowUpDate: z.optional(followUp),
});
export type CreatePipelineActivityInput = z.input<typeof createPipelineActivityInput>;

/** PATCH /api/pipeline-activities/{id}: complete (or reopen) and edit. */
export const updatePipelineActivityInput = z.object({
  completed: z.optional(z.boolean('Must be true or false')),
  activityType: z.optional(
    z.enum(pipelineActivityTypes, 'Choose call, email, meeting, note or task'),
  ),
  subject: z.optional(requiredText('Subject is required', 200)),
  description: z.optional(z.nullable(optionalText(5000, { multiline: true }))),
  scheduledAt: z.optional(z.nullable(isoDateTime('Enter a valid date and time'))),
});
export type UpdatePipelineActivityInput = z.input<typeof updatePipelineActivityInput>;
