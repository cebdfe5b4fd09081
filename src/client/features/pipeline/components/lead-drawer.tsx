import type { ReactNode } from 'react';
import type { JobStatus } from '#shared/schemas/pipeline/job-statuses.ts';
import type { SalesPerson } from '#shared/schemas/pipeline/sales-people.ts';
import { ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Sheet, SheetContent } from '../../../components/ui/sheet.tsx';
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { optionLabel, orderStatusText } from '#shared/constants/options.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { formatDate, formatDateTime } from '../../../lib/date-time.ts';
import { useLeadDetail } from '../api/leads.ts';
import { ActivityForm } from './activity-form.tsx';
import { ActivityTimeline } from './activity-timeline.tsx';
import { LeadEditForm } from './lead-edit-form.tsx';
import { StatusBadge } from './status-badge.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="break-words">{children || '—'}</dd>
    </div>
  );
}

/**
 * The lead drawer: who the homeowner is, their quote request and order, the deal, and the
 * activity timeline with a form to log the next one.
 */
export function LeadDrawer({
  lead,
  statuses,
  salesPeople,
  onClose,
}: {
  lead: { id: string; name: string } | null;
  statuses: JobStatus[];
  salesPeople: SalesPerson[];
  onClose: () => void;
}) {
  const detail = useLeadDetail(lead?.id ?? null);
  const data = detail.data;

  return (
    <Sheet open={lead !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent aria-describedby={undefined}>
        <div className="mb-4 space-y-1 pr-8">
          <DialogTitle className="text-xl font-semibold">{lead?.name ?? 'Lead'}</DialogTitle>
          {data && (
            <DialogDescription asChild>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
                <StatusBadge status={data.status} />
                <span>{data.salesPerson.name}</span>
              </div>
            </DialogDescription>
          )}
        </div>
        {detail.isPending && lead && <ListLoading label="Loading the lead" rows={6} />}
        {detail.isError && (
          <ListError
            message="The lead could not be loaded."
            onRetry={() => void detail.refetch()}
          />
        )}
        {data && (
          <div className="space-y-6">
            <section aria-labelledby="lead-contact-title" className="space-y-2">
              <h3 id="lead-contact-title" className="font-semibold">
                Contact
              </h3>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <Detail label="E-mail">
                  <a className="text-brand-700 underline" href={`mailto:${data.contact.email}`}>
                    {data.contact.email}
                  </a>
                </Detail>
                <Detail label="Phone">
                  <a className="text-brand-700 underline" href={`tel:${data.contact.phone}`}>
                    {data.contact.phone}
                  </a>
                </Detail>
                <Detail label="Address">
                  {[data.contact.address, data.contact.province, data.contact.postalCode]
                    .filter(Boolean)
                    .join(', ')}
                </Detail>
                <Detail label="Last contact">{formatDateTime(data.lastContactDate)}</Detail>
              </dl>
            </section>
            <section aria-labelledby="lead-request-title" className="space-y-2">
              <h3 id="lead-request-title" className="font-semibold">
                Quote request
              </h3>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <Detail label="Submitted">{formatDate(data.contact.submittedAt)}</Detail>
                <Detail label="Project type">
                  {optionLabel('projectType', data.contact.projectType)}
                </Detail>
                <Detail label="Roof material">
                  {optionLabel('roofMaterial', data.contact.roofMaterial)}
                </Detail>
                <Detail label="Property type">
                  {optionLabel('propertyType', data.contact.propertyType)}
                </Detail>
                <Detail label="Budget">{optionLabel('budget', data.contact.budget)}</Detail>
                <Detail label="Urgency">{optionLabel('urgency', data.contact.urgency)}</Detail>
                {data.referralRep && <Detail label="Referred by">{data.referralRep.name}</Detail>}
              </dl>
              {data.contact.message && (
                <p className="rounded-lg bg-surface p-3 text-sm whitespace-pre-line">
                  {data.contact.message}
                </p>
              )}
            </section>
            <section aria-labelledby="lead-order-title" className="space-y-2">
              <h3 id="lead-order-title" className="font-semibold">
                Order
              </h3>
              {data.order ? (
                <dl className="grid gap-3 text-sm sm:grid-cols-3">
                  <Detail label="Order number">{data.order.orderNumber}</Detail>
                  <Detail label="Status">{orderStatusText(data.order.status)}</Detail>
                  <Detail label="Paid">
                    {data.order.paidAmountCents > 0
                      ? `${formatMoney(data.order.paidAmountCents)} on ${formatDate(data.order.paidAt)}`
                      : 'Not yet'}
                  </Detail>
                </dl>
              ) : (
                <p className="text-sm text-muted">No order yet: the homeowner has not paid.</p>
              )}
            </section>
            <LeadEditForm lead={data} statuses={statuses} salesPeople={salesPeople} />
            <section aria-labelledby="lead-activity-title" className="space-y-3">
              <h3 id="lead-activity-title" className="font-semibold">
                Activity
              </h3>
              <ActivityTimeline activities={data.activities} />
              <ActivityForm leadId={data.id} />
            </section>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
