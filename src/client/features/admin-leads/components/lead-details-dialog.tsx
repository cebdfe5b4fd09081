import { leadStatusLabels, optionLabel, type DropdownCategory } from '#shared/constants/options.ts';
import {
  preferenceKeys,
  preferenceLabels,
  preferenceText,
  PREFERENCES_TITLE,
} from '#shared/constants/contractor-preferences.ts';
import { isRoofPitch, roofPitchLabels } from '#shared/domain/roof-estimate.ts';
import type { AdminLeadDetail } from '#shared/schemas/admin/leads.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { formatDate, formatDateTime } from '../../../lib/date-time.ts';
import { useLeadDetail } from '../api/leads.ts';
import { LeadEditForm } from './lead-edit-form.tsx';
import { daysAgoText } from './lead-labels.ts';
import { LeadScoreBadge } from './lead-score-badge.tsx';
import { DetailField, DetailSection } from '../../../components/detail-list.tsx';

/** The ceilings of the five parts (src/shared/domain/lead-score.ts). */
const scoreParts = [
  { key: 'urgency', label: 'Urgency', max: 30 },
  { key: 'budget', label: 'Budget', max: 25 },
  { key: 'completeness', label: 'Completeness', max: 15 },
  { key: 'recency', label: 'Recency', max: 20 },
  { key: 'engagement', label: 'Engagement (checkouts started)', max: 10 },
] as const;

const option = (category: DropdownCategory, value: string | null) => optionLabel(category, value);

const sqFt = (n: number) => `${n.toLocaleString('en-CA')} sq ft`;

/** The roof size the homeowner gave for the instant estimate, if any. */
function roofSize(lead: AdminLeadDetail) {
  const pitch = isRoofPitch(lead.roofPitch) ? `pitch ${roofPitchLabels[lead.roofPitch]}` : null;
  const parts = [
    lead.roofAreaSqFt !== null ? `${sqFt(lead.roofAreaSqFt)} of roof` : null,
    lead.footprintSqFt !== null ? `${sqFt(lead.footprintSqFt)} footprint` : null,
    pitch,
  ].filter(Boolean);
  return parts.join(', ');
}

function money(amount: string) {
  const value = Number(amount);
  return Number.isFinite(value) && amount.trim() !== ''
    ? value.toLocaleString('en-CA', { style: 'currency', currency: 'CAD' })
    : amount;
}

function LeadDetailBody({ lead }: { lead: AdminLeadDetail }) {
  const total = scoreParts.reduce((sum, part) => sum + lead.scoreBreakdown[part.key], 0);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={lead.paid ? 'success' : 'warning'}>
          {lead.paid ? 'Paid Customer' : 'Unpaid Lead'}
        </Badge>
        <Badge variant="outline">{leadStatusLabels[lead.leadStatus]}</Badge>
        <LeadScoreBadge score={lead.leadScore} />
        {lead.followUpDue && <Badge variant="danger">Follow-up due</Badge>}
      </div>

      <DetailSection titleId="lead-contact" title="Contact">
        <dl className="grid gap-3 sm:grid-cols-2">
          <DetailField label="E-mail">{lead.email}</DetailField>
          <DetailField label="Phone">{lead.phone}</DetailField>
          <DetailField label="Address">{lead.address}</DetailField>
          <DetailField label="Postal code">{lead.postalCode}</DetailField>
          <DetailField label="Province/State">{lead.province}</DetailField>
          <DetailField label="Country">{lead.country}</DetailField>
        </dl>
      </DetailSection>

      <DetailSection titleId="lead-project" title="Project">
        <dl className="grid gap-3 sm:grid-cols-2">
          <DetailField label="Project type">{option('projectType', lead.projectType)}</DetailField>
          <DetailField label="Budget">{option('budget', lead.budget)}</DetailField>
          <DetailField label="Urgency">{option('urgency', lead.urgency)}</DetailField>
          <DetailField label="Roof material">
            {option('roofMaterial', lead.roofMaterial)}
          </DetailField>
          <DetailField label="Property type">
            {option('propertyType', lead.propertyType)}
          </DetailField>
          <DetailField label="Roof age">{option('roofAge', lead.roofAge)}</DetailField>
          <DetailField label="Roof size">{roofSize(lead)}</DetailField>
          <DetailField label="Preferred date">{formatDate(lead.date)}</DetailField>
          <DetailField label="Completion wanted by">
            {formatDate(lead.projectCompletionDate)}
          </DetailField>
        </dl>
        <dl>
          <DetailField label="Message">
            {lead.message && <span className="whitespace-pre-line">{lead.message}</span>}
          </DetailField>
        </dl>
      </DetailSection>

      <DetailSection titleId="lead-preferences" title={PREFERENCES_TITLE}>
        <dl className="grid gap-3 sm:grid-cols-2">
          {preferenceKeys.map((key) => (
            <DetailField key={key} label={preferenceLabels[key]}>
              {preferenceText(lead.preferences, key)}
            </DetailField>
          ))}
        </dl>
      </DetailSection>

      <DetailSection titleId="lead-quote" title="Quote and payment">
        <dl className="grid gap-3 sm:grid-cols-2">
          <DetailField label="Price quoted">{money(lead.finalPrice)}</DetailField>
          <DetailField label="Coupon">{lead.couponCode}</DetailField>
          <DetailField label="Referred by">
            {lead.referredBy?.name ?? 'No sales rep link'}
          </DetailField>
          <DetailField label="Submitted">
            {formatDateTime(lead.submittedAt)} ({daysAgoText(lead.daysAgo)})
          </DetailField>
          <DetailField label="Checkouts started">{String(lead.checkoutAttempts)}</DetailField>
          <DetailField label="Pipeline status">
            {lead.pipelineStatus ?? 'Not on the board'}
          </DetailField>
          <DetailField label="Order">{lead.hasOrder ? 'Has an order' : 'No order yet'}</DetailField>
        </dl>
      </DetailSection>

      <DetailSection titleId="lead-score" title="Lead score">
        <table className="w-full text-sm">
          <caption className="sr-only">How the lead score of {total} is made up</caption>
          <tbody>
            {scoreParts.map((part) => (
              <tr key={part.key} className="border-b border-line">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {part.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  {lead.scoreBreakdown[part.key]} of {part.max}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-1.5 text-left">
                Total
              </th>
              <td className="py-1.5 text-right font-semibold tabular-nums">{lead.leadScore}/100</td>
            </tr>
          </tbody>
        </table>
      </DetailSection>

      <LeadEditForm lead={lead} />
    </div>
  );
}

function LeadDetailLoader({ id }: { id: string }) {
  const detail = useLeadDetail(id);
  if (detail.isPending) return <ListLoading rows={5} label="Loading the lead" />;
  if (detail.isError) {
    return (
      <ListError message="This lead could not be loaded." onRetry={() => void detail.refetch()} />
    );
  }
  return <LeadDetailBody lead={detail.data} />;
}

/** Every field of one lead, its score breakdown, and its status and follow-up to edit. */
export function LeadDetailsDialog({
  lead,
  onClose,
}: {
  lead: { id: string; name: string } | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={lead !== null}
      onClose={onClose}
      size="lg"
      title={lead?.name ?? 'Lead'}
      description="Lead details"
    >
      {lead && <LeadDetailLoader id={lead.id} />}
    </FormDialog>
  );
}
