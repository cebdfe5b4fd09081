import * as z from 'zod/mini';
import { jobStatusCategories, jobStatusColors, leadStatuses } from '../../constants/options.ts';
import { openLeadStatuses } from '../../domain/lead-status.ts';
import { activeFlag, requiredText } from '../common.ts';
import { strings } from '../fields.ts';

/** The colours a status may take (SPEC.md §9: default #3B82F6). */
export const jobStatusPalette = Object.values(jobStatusColors);
export const DEFAULT_JOB_STATUS_COLOR = jobStatusColors.blue;
export const JOB_STATUS_NAME_TAKEN = 'A status with this name already exists';
export const JOB_STATUS_HAS_LEADS =
  'Leads sit in this status: move them to another status before changing its category';

export const jobStatus = z.object({
  ...strings('id', 'name', 'color'),
  order: z.number(),
  category: z.enum(jobStatusCategories),
  /** The lead status this column stands for: a lead on it has this status (lead-status.ts). */
  leadStatus: z.enum(leadStatuses),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type JobStatus = z.infer<typeof jobStatus>;

/** GET /api/job-statuses: every status, by order descending, then newest (SPEC.md §9). */
export const jobStatusList = z.object({ data: z.array(jobStatus) });

const statusFields = {
  name: requiredText('Name is required', 60),
  color: z._default(
    z.enum(jobStatusPalette as [string, ...string[]], 'Choose a colour from the palette'),
    DEFAULT_JOB_STATUS_COLOR,
  ),
  category: z._default(z.enum(jobStatusCategories, 'Choose active, won or lost'), 'active'),
  /**
   * What an active column stands for in Admin → Leads (a new one: Qualified; an edit without it
   * keeps the column's); won and lost columns stand for Won and Lost.
   */
  leadStatus: z.optional(z.enum(openLeadStatuses, 'Choose an open lead status')),
  order: z._default(
    z
      .number('Order must be a whole number')
      .check(
        z.int('Order must be a whole number'),
        z.minimum(0, 'Order must be 0 or more'),
        z.maximum(1_000_000, 'Order is too large'),
      ),
    0,
  ),
};

/** POST /api/job-statuses (SPEC.md §7: name, color, category, order). */
export const createJobStatusInput = z.object(statusFields);
export type CreateJobStatusInput = z.input<typeof createJobStatusInput>;

/** PUT /api/job-statuses/{id}: the same fields, and isActive to retire a status. */
export const updateJobStatusInput = z.object({
  ...statusFields,
  isActive: activeFlag(),
});
export type UpdateJobStatusInput = z.input<typeof updateJobStatusInput>;
