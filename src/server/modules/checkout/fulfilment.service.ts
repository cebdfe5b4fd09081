import { regionCode } from '#shared/constants/countries.ts';
import { optionLabel } from '#shared/constants/options.ts';
import { staffTemplateFor } from '#shared/domain/email-template.ts';
import { gstIncludedCents } from '#shared/domain/gst.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { ProviderSession } from '../../integrations/payments/provider.ts';
import { announceAuction } from '../auctions/auction-publish.ts';
import { ownerMessageForBidders } from '../auctions/masked-texts.ts';
import { auctionDates, readAuctionSettings } from '../auctions/auction-settings.ts';
import { normalPostalCode } from '../auctions/service-area.ts';
import { recordAnalyticsEvent } from '../analytics/analytics.queries.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { createPasswordToken, SETUP_TOKEN_TTL_MS } from '../auth/password-tokens.ts';
import { claimCouponUse } from '../coupons/coupons.queries.ts';
import { findCustomerById, findOrCreateCustomer } from '../customers/customers.queries.ts';
import { enqueueEmail } from '../email/email.service.ts';
import {
  findLeadById,
  isLeadPaid,
  markLeadConvertedById,
  markLeadsConverted,
} from '../leads/leads.queries.ts';
import { findOrderById, insertOrder, type Order } from '../orders/orders.queries.ts';
import { jobFromLead } from '../orders/order-data.ts';
import { fulfilReveal } from '../customer-auctions/reveal-fulfilment.ts';
import { giveQuotePhotosToOrder } from '../roof-photos/roof-photos.queries.ts';
import { markPipelineLeadWon } from '../pipeline-automation/lead-won.service.ts';
import type { PaymentOutcome } from '../metrics/metrics.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import {
  claimOffer,
  lockLead,
  lockPaymentForSession,
  markLeadPaid,
  updatePayment,
  type Payment,
  type RefundReason,
} from './payments.queries.ts';
import { oweRefund, refundPayment } from './refunds.service.ts';

export type Fulfilment =
  | {
      status: 'fulfilled';
      order: Order;
      customerName: string;
      customerEmail: string;
      accountSetupRequired: boolean;
    }
  /** Paid, but not turned into an order: the money goes back (refunds.service.ts). */
  | { status: 'refunded'; reason: RefundReason; couponCode?: string }
  | { status: 'unpaid' }
  | { status: 'unknown' }
  | { status: 'mismatch' };

/**
 * What this payment spends, claimed inside the fulfilment's transaction: the lead (paid once),
 * a single-use offer and a use of its coupon. The reason it cannot be spent, if any: then the
 * payment is refunded rather than fulfilled at a price it was not entitled to.
 */
async function claimWhatIsSpent(
  tx: CheckoutDeps['db'],
  payment: Payment,
  now: Date,
): Promise<RefundReason | undefined> {
  if (payment.contactSubmissionId) {
    await lockLead(tx, payment.contactSubmissionId);
    if (await isLeadPaid(tx, payment.contactSubmissionId)) return 'duplicate';
  }
  if (payment.paymentOfferId && !(await claimOffer(tx, payment.paymentOfferId, now))) {
    return 'offer_used';
  }
  if (
    payment.couponCode &&
    !(await claimCouponUse(tx, payment.couponCode, payment.createdAt, now))
  ) {
    return 'coupon_unavailable';
  }
  return undefined;
}

/**
 * Turns a paid checkout session into a customer, an order and a welcome e-mail, exactly once:
 * the payment row is locked for the transaction, so however many webhook deliveries and
 * success-page checks arrive, in whatever order and on however many instances, the first one
 * fulfils and the rest read its result. A second paid session of a lead that is already paid
 * (two tabs, a provider race) never becomes a second order: it is refunded through the provider.
 */
export async function fulfilCheckout(
  deps: CheckoutDeps,
  session: ProviderSession,
): Promise<Fulfilment> {
  if (!session.paid) return { status: 'unpaid' };
  const provider = deps.provider?.kind;
  if (!provider) return { status: 'unknown' };

  let queuedEmail = false;
  let toRefund: Payment | undefined;
  // What this call decided (not what an earlier one did), counted once it is committed.
  let decided: PaymentOutcome | undefined;
  const result = await deps.db.transaction(async (tx): Promise<Fulfilment> => {
    const payment = await lockPaymentForSession(
      tx,
      provider,
      session.id,
      session.metadata.paymentId,
    );
    if (!payment) return { status: 'unknown' };

    if (payment.fulfilledAt && payment.orderId) return readFulfilment(tx, payment, payment.orderId);
    if (payment.refundReason) {
      if (payment.status === 'refund_pending') toRefund = payment;
      return refunded(payment);
    }
    // The provider charged what we asked, or we do not fulfil (and say so loudly).
    if (session.amountCents !== payment.amountCents || session.currency !== payment.currency) {
      deps.log.error(
        { paymentId: payment.id, expected: payment.amountCents, charged: session.amountCents },
        'checkout amount does not match the payment; not fulfilled',
      );
      decided = 'mismatch';
      return { status: 'mismatch' };
    }

    const now = deps.clock.now();
    // The reveal fee of an auction (customer-auctions): same session, lock and refund rules.
    if (payment.purpose === 'reveal_fee' && payment.orderId) {
      const outcome = await fulfilReveal(tx, deps, payment, session, now);
      if (outcome.status === 'refund') {
        toRefund = outcome.payment;
        decided = 'refunded';
        return refunded(outcome.payment);
      }
      queuedEmail = true;
      decided = 'fulfilled';
      return {
        status: 'fulfilled',
        order: outcome.order,
        customerName: payment.customerName,
        customerEmail: payment.customerEmail,
        accountSetupRequired: false,
      };
    }
    const refusal = await claimWhatIsSpent(tx, payment, now);
    if (refusal) {
      toRefund = await oweRefund(
        tx,
        payment,
        session,
        refusal,
        { provider, amountCents: payment.amountCents },
        now,
      );
      decided = 'refunded';
      return refunded(toRefund);
    }

    const lead = payment.contactSubmissionId
      ? await findLeadById(tx, payment.contactSubmissionId)
      : undefined;
    const [firstName = payment.customerName, ...rest] = payment.customerName.trim().split(/\s+/);
    const customer = await findOrCreateCustomer(tx, {
      email: payment.customerEmail,
      firstName,
      lastName: rest.join(' '),
      phone: lead?.phone,
      address: lead?.address,
      state: lead?.province,
      postalCode: lead?.postalCode,
    });

    const order = await insertOrder(tx, {
      customerId: customer.id,
      contactSubmissionId: lead?.id,
      totalAmountCents: payment.amountCents,
      currency: payment.currency,
      status: 'confirmed',
      paymentMethod: provider === 'stripe' ? 'Stripe' : 'Card (test checkout)',
      orderData: {
        customerEmail: payment.customerEmail,
        customerName: payment.customerName,
        ...jobFromLead(lead),
        paidViaStripe: provider === 'stripe',
        submissionId: lead?.id,
      },
      paidAt: now,
      auctionState: 'published',
      // Masked once, here: every contractor listing reads this copy.
      bidderMessage: lead?.message
        ? ownerMessageForBidders(lead.message, { customerName: payment.customerName })
        : null,
      ...auctionDates(now, await readAuctionSettings(tx)),
      postalCode: normalPostalCode(lead?.postalCode),
      province: regionCode(lead?.province),
      createdAt: now,
    });
    // The photos sent with the quote form: the auction's from its first minute.
    if (lead) await giveQuotePhotosToOrder(tx, lead.id, order.id);
    const announced = await announceAuction(
      tx,
      deps,
      { ...order, projectType: lead?.projectType },
      now,
    );

    // A returning customer with a password gets the portal link, not a set-password promise.
    const needsPassword = !customer.passwordHash;
    const welcome = staffTemplateFor('welcome', needsPassword);
    const setupLink = needsPassword
      ? `${deps.appUrl}/setup-password?setup=${await createPasswordToken(
          tx,
          { customerId: customer.id },
          'setup',
          now,
          SETUP_TOKEN_TTL_MS,
        )}`
      : undefined;
    const queued = await enqueueEmail(tx, deps.email, {
      to: customer.email,
      at: now,
      template: 'welcome',
      subject: welcome.subject,
      content: welcome.content,
      values: {
        customerName: customer.firstName,
        projectType: optionLabel('projectType', lead?.projectType) || 'your roof',
        budget: optionLabel('budget', lead?.budget),
        orderNumber: order.orderNumber,
        amount: formatMoney(payment.amountCents, payment.currency),
        gstAmount: formatMoney(gstIncludedCents(payment.amountCents), payment.currency),
        setupLink,
        portalLink: `${deps.appUrl}/customer-portal`,
      },
      dedupeKey: `welcome:${payment.id}`,
      customerId: customer.id,
      orderId: order.id,
    });
    queuedEmail = Boolean(queued) || announced > 0;

    await updatePayment(tx, payment.id, {
      status: 'paid',
      providerSessionId: session.id,
      providerPaymentId: session.paymentIntentId,
      orderId: order.id,
      paidAt: now,
      fulfilledAt: now,
      updatedAt: now,
    });
    await recordAnalyticsEvent(tx, {
      name: 'paid',
      contactSubmissionId: lead?.id,
      orderId: order.id,
      paymentId: payment.id,
      amountCents: payment.amountCents,
      dedupeKey: `paid:${payment.id}`,
      occurredAt: now,
    });
    if (lead) await markLeadPaid(tx, lead.id, now);
    // The sale moves the lead's pipeline row to won (issue #11 "Automation").
    if (lead) {
      await markPipelineLeadWon(tx, {
        contactSubmissionId: lead.id,
        orderId: order.id,
        orderNumber: order.orderNumber,
        feeCents: payment.amountCents,
        at: now,
        actor: { type: 'system', by: 'payment' },
      });
    }
    // Converted: status Won and counted (src/shared/domain/lead-conversion.ts).
    if (lead) await markLeadConvertedById(tx, lead.id, now);
    await markLeadsConverted(tx, payment.customerEmail, now);
    await recordAudit(tx, {
      actorType: 'system',
      action: 'payment.fulfilled',
      entityType: 'order',
      entityId: order.id,
      details: { paymentId: payment.id, provider, amountCents: payment.amountCents },
      at: now,
    });
    decided = 'fulfilled';
    return {
      status: 'fulfilled',
      order,
      customerName: payment.customerName,
      customerEmail: payment.customerEmail,
      accountSetupRequired: needsPassword,
    };
  });
  if (decided) deps.metrics?.paymentDecided(decided);
  if (queuedEmail) deps.emailQueued();
  // After the commit: the provider call must not hold the payment's lock.
  if (toRefund) await refundPayment(deps, toRefund);
  return result;
}

/** A payment fulfilled earlier: its order, as the fulfilment answered it. */
export async function readFulfilment(
  db: CheckoutDeps['db'],
  payment: Payment,
  orderId: string,
): Promise<Fulfilment> {
  const order = await findOrderById(db, orderId);
  if (!order) return { status: 'unknown' };
  const customer = await findCustomerById(db, order.customerId);
  return {
    status: 'fulfilled',
    order,
    customerName: payment.customerName,
    customerEmail: payment.customerEmail,
    accountSetupRequired: !customer?.passwordHash,
  };
}

const refunded = (payment: Payment): Fulfilment => ({
  status: 'refunded',
  reason: payment.refundReason as RefundReason,
  couponCode: payment.couponCode ?? undefined,
});
