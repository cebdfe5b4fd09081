import type { JobStatusCategory } from '#shared/constants/options.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { PipelineActivityType } from '#shared/schemas/pipeline/leads.ts';

export const activityTypeLabels: Record<PipelineActivityType, string> = {
  call: 'Call',
  email: 'E-mail',
  meeting: 'Meeting',
  note: 'Note',
  task: 'Task',
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
