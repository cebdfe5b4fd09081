import type { JobStatusCategory } from '#shared/constants/options.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { TimelineActivityType } from '#shared/schemas/pipeline/leads.ts';

/** Every kind of entry in a lead's timeline, the ones the app records itself included. */
export const activityTypeLabels: Record<TimelineActivityType, string> = {
  call: 'Call',
  email: 'E-mail',
  meeting: 'Meeting',
  note: 'Note',
  task: 'Task',
  reassigned: 'Reassigned',
};

export const categoryLabels: Record<JobStatusCategory, string> = {
  active: 'Active (open)',
  won: 'Won',
  lost: 'Lost',
};

/** Whole dollars on cards and stats: cents there are noise. */
export function formatValue(cents: number) {
  return formatMoney(Math.round(cents / 100) * 100).replace(/\.00$/, '');
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;
