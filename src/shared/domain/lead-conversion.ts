import { leadStatuses, type LeadStatus } from '../constants/options.ts';

/**
 * What "converted" means, the one definition the Converted stat card, both conversion paths
 * (Convert to Sale or a manual order, and an online payment), the lead status and the sales
 * pipeline use (docs/decisions/lead-conversion.md):
 *
 * A lead is converted once it has an order: one made from it, or one for its e-mail. Converting
 * records when (`converted_at`, which the stat counts) and sets the status to Won. Won means
 * exactly that: staff cannot choose it for a lead without an order, and a lead with an order
 * keeps it. The pipeline's won stage (job status category "won") is the converted leads.
 */
export const CONVERTED_LEAD_STATUS = 'won' as const satisfies LeadStatus;

export const isConvertedLead = (lead: { convertedAt: Date | string | null }) =>
  lead.convertedAt !== null;

/** The statuses staff may choose by hand for a lead. */
export function choosableLeadStatuses(converted: boolean): LeadStatus[] {
  return converted
    ? [CONVERTED_LEAD_STATUS]
    : leadStatuses.filter((status) => status !== CONVERTED_LEAD_STATUS);
}

/** Why a status cannot be chosen by hand for this lead, or undefined when it can. */
export function leadStatusProblem(converted: boolean, status: LeadStatus) {
  if (choosableLeadStatuses(converted).includes(status)) return undefined;
  return converted
    ? 'This lead has an order, so it stays Won'
    : 'A lead is won when it has an order: use Convert to Sale';
}

/** SPEC.md §9: converted / total × 100, rounded. */
export const conversionRate = (converted: number, total: number) =>
  total === 0 ? 0 : Math.round((converted / total) * 100);
