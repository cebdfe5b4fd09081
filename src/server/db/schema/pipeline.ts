import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  isActive,
  optionalRef,
  requiredRef,
  timestamps,
  timestamptz,
  newestFirst,
} from './columns.ts';
import { jobStatusCategory, leadStatus } from './enums.ts';
import { contactSubmissions } from './leads.ts';
import { salesPeople, staffUsers } from './staff.ts';

export const jobStatuses = pgTable(
  'job_statuses',
  {
    id: id(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#3B82F6'),
    order: integer('order').notNull().default(0),
    category: jobStatusCategory('category').notNull().default('active'),
    // The lead status this column stands for (src/shared/domain/lead-status.ts): a lead on the
    // board has its column's. Won for a won column, lost for a lost one.
    leadStatus: leadStatus('lead_status').notNull().default('qualified'),
    isActive: isActive(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_statuses_name_key').on(t.name),
    check('job_statuses_color_hex', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

export const leadPipeline = pgTable(
  'lead_pipeline',
  {
    id: id(),
    contactSubmissionId: requiredRef(
      'contact_submission_id',
      () => contactSubmissions.id,
      'cascade',
    ),
    assignedSalesPersonId: requiredRef(
      'assigned_sales_person_id',
      () => salesPeople.id,
      'restrict',
    ),
    statusId: requiredRef('status_id', () => jobStatuses.id, 'restrict'),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    probability: integer('probability').notNull().default(0),
    orderNumber: text('order_number'),
    expectedCloseDate: date('expected_close_date', { mode: 'string' }),
    notes: text('notes'),
    lastContactDate: timestamptz('last_contact_date'),
    nextFollowUpDate: timestamptz('next_follow_up_date'),
    // Why it was lost: required when it moves to a status of category lost.
    lostReason: text('lost_reason'),
    // When it moved to a won status (the Progress tab's close date), and to won or lost.
    wonAt: timestamptz('won_at'),
    closedAt: timestamptz('closed_at'),
    ...timestamps(),
  },
  (t) => [
    // A lead sits in the pipeline once; reassigning moves the row.
    uniqueIndex('lead_pipeline_submission_key').on(t.contactSubmissionId),
    // A board column, most recently touched first (also the column's count and value).
    index('lead_pipeline_board_idx').on(t.statusId, ...newestFirst(t.updatedAt, t.id)),
    // The board filtered to one rep ("mine").
    index('lead_pipeline_rep_board_idx').on(
      t.assignedSalesPersonId,
      t.statusId,
      ...newestFirst(t.updatedAt, t.id),
    ),
    // A rep's follow-ups (due today, overdue) and the daily digest.
    index('lead_pipeline_follow_up_idx').on(t.assignedSalesPersonId, t.nextFollowUpDate),
    // The Progress tab: won projects, newest first.
    index('lead_pipeline_won_idx')
      .on(t.wonAt.desc().nullsFirst())
      .where(sql`${t.wonAt} is not null`),
    check('lead_pipeline_value_nonnegative', sql`${t.valueCents} >= 0`),
    check('lead_pipeline_probability_range', sql`${t.probability} between 0 and 100`),
  ],
);

export const pipelineActivities = pgTable(
  'pipeline_activities',
  {
    id: id(),
    leadPipelineId: requiredRef('lead_pipeline_id', () => leadPipeline.id, 'cascade'),
    activityType: text('activity_type').notNull(),
    subject: text('subject').notNull(),
    description: text('description'),
    scheduledAt: timestamptz('scheduled_at'),
    completedAt: timestamptz('completed_at'),
    createdBy: optionalRef('created_by', () => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index('pipeline_activities_lead_idx').on(t.leadPipelineId, t.createdAt)],
);
