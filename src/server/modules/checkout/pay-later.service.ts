import { payLaterEmail } from '#shared/domain/email-template.ts';
import { formatMoney, formatMoneyAndCurrency } from '#shared/domain/money.ts';
import { enqueueEmail } from '../email/email.service.ts';
import { readPriceSettings } from '../pricing/pricing.queries.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { alreadyPaid, leadOrNotFound, quoteForLead } from './checkout.service.ts';

/**
 * "Not ready to pay? Submit without paying": e-mails the homeowner the link back to this quote
 * request's payment step (the same /payment-checkout?submissionId= link staff send and the QR
 * code opens), with the publishing fee, what it buys and the reveal fee. Once per quote request,
 * however often the button is pressed (the outbox's dedupe key); a paid request gets nothing.
 */
export async function emailPayLaterLink(deps: CheckoutDeps, submissionId: string) {
  const lead = await leadOrNotFound(deps, submissionId);
  const quote = await quoteForLead(deps, lead);
  if (quote.alreadyPaid) throw alreadyPaid();
  const prices = await readPriceSettings(deps.db);
  const money = (cents: number) => formatMoney(cents, quote.currency);
  const queued = await enqueueEmail(deps.db, deps.email, {
    to: lead.email,
    at: deps.clock.now(),
    template: 'lead',
    subject: payLaterEmail.subject,
    content: payLaterEmail.content,
    values: {
      amount: money(quote.amountCents),
      gstAmount: money(quote.gstCents),
      revealFee: formatMoneyAndCurrency(prices.revealFeeCents, prices.currency),
      paymentLink: `${deps.appUrl}/payment-checkout?submissionId=${lead.id}`,
    },
    dedupeKey: `pay-later:${lead.id}`,
  });
  if (queued) deps.emailQueued();
}
