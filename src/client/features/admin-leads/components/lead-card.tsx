import { CalendarClock, CreditCard, FileText, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { optionLabel } from '#shared/constants/options.ts';
import type { AdminLeadRow } from '#shared/schemas/admin/leads.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useConvertLead, usePaymentOffer } from '../api/lead-actions.ts';
import { leadStatusLabels } from '#shared/constants/options.ts';
import { daysAgoText } from './lead-labels.ts';
import { LeadScoreBadge } from './lead-score-badge.tsx';

const serverMessage = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : undefined;

/**
 * Payment Link: the tab is opened in the click itself (popup blockers allow only that) and
 * pointed at the checkout once the server has created the offer.
 */
function usePaymentLink() {
  const offer = usePaymentOffer();
  const open = (id: string) => {
    const tab = window.open('', '_blank');
    // The checkout needs no way back into the dashboard's window.
    if (tab) tab.opener = null;
    offer.mutate(id, {
      onSuccess: ({ url }) => {
        const href = new URL(url, window.location.origin).href;
        if (tab && !tab.closed) {
          tab.location.href = href;
        } else {
          toast({
            title: 'Payment Link Ready',
            description: (
              <a href={href} target="_blank" rel="noopener" className="underline">
                Open the payment checkout
              </a>
            ),
          });
        }
      },
      onError: (error) => {
        tab?.close();
        toast({
          title: 'Failed to create payment link',
          description: serverMessage(error),
          variant: 'destructive',
        });
      },
    });
  };
  return { open, pending: offer.isPending };
}

export function LeadCard({ lead, onDetails }: { lead: AdminLeadRow; onDetails: () => void }) {
  const paymentLink = usePaymentLink();
  const convert = useConvertLead();
  const [confirming, setConfirming] = useState(false);
  const isCustomer = lead.paid || lead.hasOrder;
  const project = optionLabel('projectType', lead.projectType);
  const budget = optionLabel('budget', lead.budget);

  const convertLead = () =>
    convert.mutate(lead.id, {
      onSuccess: ({ orderNumber }) => {
        setConfirming(false);
        toast({ title: 'Order Created', description: `Order ${orderNumber} for ${lead.name}.` });
      },
      onError: (error) => {
        setConfirming(false);
        toast({
          title: 'Failed to create order',
          description: serverMessage(error),
          variant: 'destructive',
        });
      },
    });

  return (
    <article
      aria-labelledby={`lead-${lead.id}`}
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm lg:flex-row lg:items-start lg:justify-between"
    >
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`lead-${lead.id}`} className="text-base font-semibold break-words">
            {lead.name}
          </h3>
          <Badge variant={lead.paid ? 'success' : 'warning'}>
            {lead.paid ? 'Paid Customer' : 'Unpaid Lead'}
          </Badge>
          <Badge variant="outline">{leadStatusLabels[lead.leadStatus]}</Badge>
          <LeadScoreBadge score={lead.leadScore} />
        </div>
        <p className="text-sm break-words text-muted">
          <a className="underline-offset-2 hover:underline" href={`mailto:${lead.email}`}>
            {lead.email}
          </a>
          {' · '}
          <a className="underline-offset-2 hover:underline" href={`tel:${lead.phone}`}>
            {lead.phone}
          </a>
        </p>
        <p className="text-sm">
          {[project, budget].filter(Boolean).join(' · ')}
          {project || budget ? ' · ' : ''}
          <span className="text-muted">Submitted {daysAgoText(lead.daysAgo)}</span>
        </p>
        {lead.nextFollowUpAt && (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <CalendarClock className="size-4 text-muted" aria-hidden="true" />
            <span>Next follow-up {formatDateTime(lead.nextFollowUpAt)}</span>
            {lead.followUpDue && <Badge variant="danger">Due</Badge>}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
        <Button
          variant="secondary"
          size="sm"
          loading={paymentLink.pending}
          // The server makes no offer for a lead that already has an order.
          disabled={lead.hasOrder}
          onClick={() => paymentLink.open(lead.id)}
        >
          <CreditCard aria-hidden="true" />
          Payment Link
        </Button>
        <Button variant="secondary" size="sm" onClick={onDetails}>
          <FileText aria-hidden="true" />
          Details
        </Button>
        <Button size="sm" disabled={isCustomer} onClick={() => setConfirming(true)}>
          <ShoppingCart aria-hidden="true" />
          {isCustomer ? 'Already Customer' : 'Convert to Sale'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Convert ${lead.name} to a sale?`}
        description="This creates an order for this lead and makes them a customer. Use it when they paid outside the online checkout."
        confirmLabel="Convert to Sale"
        loading={convert.isPending}
        onConfirm={convertLead}
      />
    </article>
  );
}
