import type { ReactNode } from 'react';
import { leadStatusLabels, optionLabel, type DropdownCategory } from '#shared/constants/options.ts';
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

/** The ceilings of the five parts (src/shared/domain/lead-score.ts). */
const scoreParts = [
  { key: 'urgency', label: 'Urgency', max: 30 },
  { key: 'budget', label: 'Budget', max: 25 },
  { key: 'completeness', label: 'Completeness', max: 15 },
  { key: 'recency', label: 'Recency', max: 20 },
  { key: 'engagement', label: 'Engagement (checkouts started)', max: 10 },
] as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="break-words">{children || <span className="text-muted">Not given</span>}</dd>
    </div>
  );
}

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

      <section aria-labelledby="lead-contact" className="space-y-2">
        <h3 id="lead-contact" className="font-semibold">
          Contact
        </h3>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="E-mail">{lead.email}</Field>
          <Field label="Phone">{lead.phone}</Field>
          <Field label="Address">{lead.address}</Field>
          <Field label="Postal code">{lead.postalCode}</Field>
          <Field label="Province/State">{lead.province}</Field>
          <Field label="Country">{lead.country}</Field>
        </dl>
      </section>

      <section aria-labelledby="lead-project" className="space-y-2">
        <h3 id="lead-project" className="font-semibold">
          Project
        </h3>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Project type">{option('projectType', lead.projectType)}</Field>
          <Field label="Budget">{option('budget', lead.budget)}</Field>
          <Field label="Urgency">{option('urgency', lead.urgency)}</Field>
          <Field label="Roof material">{option('roofMaterial', lead.roofMaterial)}</Field>
          <Field label="Property type">{option('propertyType', lead.propertyType)}</Field>
          <Field label="Roof age">{option('roofAge', lead.roofAge)}</Field>
          <Field label="Roof size">{roofSize(lead)}</Field>
          <Field label="Preferred date">{formatDate(lead.date)}</Field>
          <Field label="Completion wanted by">{formatDate(lead.projectCompletionDate)}</Field>
        </dl>
        <dl>
          <Field label="Message">
            {lead.message && <span className="whitespace-pre-line">{lead.message}</span>}
          </Field>
        </dl>
      </section>

      <section aria-labelledby="lead-quote" className="space-y-2">
        <h3 id="lead-quote" className="font-semibold">
          Quote and payment
        </h3>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label="Price quoted">{money(lead.finalPrice)}</Field>
          <Field label="Coupon">{lead.couponCode}</Field>
          <Field label="Referred by">{lead.referredBy?.name ?? 'No sales rep link'}</Field>
          <Field label="Submitted">
            {formatDateTime(lead.submittedAt)} ({daysAgoText(lead.daysAgo)})
          </Field>
          <Field label="Checkouts started">{String(lead.checkoutAttempts)}</Field>
          <Field label="Pipeline status">{lead.pipelineStatus ?? 'Not on the board'}</Field>
          <Field label="Order">{lead.hasOrder ? 'Has an order' : 'No order yet'}</Field>
        </dl>
      </section>

      <section aria-labelledby="lead-score" className="space-y-2">
        <h3 id="lead-score" className="font-semibold">
          Lead score
        </h3>
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
      </section>

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
