import { leadStatuses, type JobStatusCategory, type LeadStatus } from '../constants/options.ts';
import { CONVERTED_LEAD_STATUS } from './lead-conversion.ts';

/**
 * One lead, one status (docs/decisions/lead-status.md). The lead's status is the one SPEC.md
 * lists (new … nurturing), stored on the lead. A lead on the pipeline board takes it from its
 * column: every job status stands for one lead status, won columns for Won, lost columns for
 * Lost, and an active column for the open status chosen when it was made ("Estimate Scheduled"
 * stands for Qualified). Staff change a board lead's status by moving its card; the admin status
 * menu is for leads off the board.
 */

/** The statuses an active (open) board column may stand for. */
export const openLeadStatuses = leadStatuses.filter(
  (status): status is Exclude<LeadStatus, 'won' | 'lost'> => status !== 'won' && status !== 'lost',
);
export type OpenLeadStatus = (typeof openLeadStatuses)[number];

/** The status as an open one, or undefined for Won and Lost. */
export const openLeadStatusOf = (status: LeadStatus) =>
  openLeadStatuses.find((open) => open === status);

/** What a new active column stands for when nobody says: a lead past its first contact. */
export const DEFAULT_OPEN_LEAD_STATUS: OpenLeadStatus = 'qualified';

/** The lead status a board column stands for: fixed by a won or lost category. */
export function leadStatusOfColumn(
  category: JobStatusCategory,
  openStatus: OpenLeadStatus = DEFAULT_OPEN_LEAD_STATUS,
): LeadStatus {
  if (category === 'won') return CONVERTED_LEAD_STATUS;
  if (category === 'lost') return 'lost';
  return openStatus;
}

export const ON_BOARD_STATUS_PROBLEM = 'This lead is on the pipeline board: move its card there';

/**
 * Why a lead cannot go to a board column of this category, or undefined when it can: won is a
 * lead with an order (lead-conversion.ts), so only such a lead sits in a won column, and it
 * stays there.
 */
export function boardMoveProblem(converted: boolean, category: JobStatusCategory) {
  if (converted && category !== 'won') return 'This lead has an order, so it stays Won';
  if (!converted && category === 'won') {
    return 'A lead is won when it has an order: use Convert to Sale';
  }
  return undefined;
}
