import {
  leadStatusLabels,
  optionLabel,
  yesNo,
  type LabelledOption,
} from '#shared/constants/options.ts';
import {
  preferenceCsvHeader,
  preferenceCsvValues,
} from '#shared/constants/contractor-preferences.ts';
import { leadScore } from '#shared/domain/lead-score.ts';
import { centsToAmount } from '#shared/domain/money.ts';
import { formatPostalCode } from '#shared/domain/postal-code.ts';
import type { ExportedLead } from './admin-leads.queries.ts';

/** GET /api/admin/export/leads.csv's columns: what the Leads tab shows, in the same words. */
export const leadCsvHeader = [
  'Submitted',
  'Name',
  'E-mail',
  'Phone',
  'Address',
  'Province',
  'Postal code',
  'Project type',
  'Budget',
  'Urgency',
  'Lead score',
  'Lead status',
  'Pipeline status',
  'Referred by',
  'Price',
  'Coupon',
  'Converted',
  'Converted on',
  ...preferenceCsvHeader,
];

/**
 * One lead's cells: options by the labels the quote form shows (the admin's own, from
 * dropdown_options), "Yes"/"No" rather than a blank, the score staff see on the lead.
 */
export function leadCsvValues(row: ExportedLead, options: readonly LabelledOption[], now: Date) {
  const { lead } = row;
  return [
    lead.submittedAt.toISOString(),
    lead.name,
    lead.email,
    lead.phone,
    lead.address,
    lead.province,
    formatPostalCode(lead.postalCode),
    optionLabel('projectType', lead.projectType, options),
    optionLabel('budget', lead.budget, options),
    optionLabel('urgency', lead.urgency, options),
    leadScore(lead, now),
    leadStatusLabels[lead.leadStatus],
    row.pipelineStatus ?? 'Not in pipeline',
    row.referralRep ? `${row.referralRep} (${row.referralCode})` : '',
    centsToAmount(lead.finalPriceCents),
    lead.couponCode,
    yesNo(lead.convertedAt !== null),
    lead.convertedAt?.toISOString().slice(0, 10),
    ...preferenceCsvValues(lead),
  ];
}
