import { AWARD_WINDOW_DAYS } from '#shared/constants/pricing.ts';
import { optionLabel } from '#shared/constants/options.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { ProviderSession } from '../../integrations/payments/provider.ts';
import { recordAudit } from '../audit/audit.queries.ts';
import { createPasswordToken, SETUP_TOKEN_TTL_MS } from '../auth/password-tokens.ts';
import { countCouponUse } from '../coupons/coupons.queries.ts';
import { findCustomerById, findOrCreateCustomer } from '../customers/customers.queries.ts';
import { enqueueEmail } from '../email/email.service.ts';
import { findLeadById, markLeadConvertedById, markLeadsConverted } from '../leads/leads.queries.ts';
import { findOrderById, insertOrder, type Order } from '../orders/orders.queries.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import {
  lockPaymentForSession,
  markLeadPaid,
  markOfferUsed,
  updatePayment,
} from './payments.queries.ts';

export type Fulfilment =
  | {
      status: 'fulfilled';
      order: Order;
      customerName: string;
      customerEmail: string;
      accountSetupRequired: boolean;
    }
  | { status: 'unpaid' }
  | { status: 'unknown' }
  | { status: 'mismatch' };

const DAY_MS = 86_400_000;

/**
 * Turns a paid checkout session into a customer, an order and a welcome e-mail, exactly once:
 * the payment row is locked for the transaction, so however many webhook deliveries and
 * success-page checks arrive, in whatever order and on however many instances, the first one
 * fulfils and the rest read its result.
 */
export async function fulfilCheckout(
  deps: CheckoutDeps,
  session: ProviderSession,
): Promise<Fulfilment> {
  if (!session.paid) return { status: 'unpaid' };
  const provider = deps.provider?.kind;
  if (!provider) return { status: 'unknown' };

  let queuedEmail = false;
  const result = await deps.db.transaction(async (tx): Promise<Fulfilment> => {
    const payment = await lockPaymentForSession(
      tx,
      provider,
      session.id,
      session.metadata.paymentId,
    );
    if (!payment) return { status: 'unknown' };

    if (payment.fulfilledAt && payment.orderId) {
      const order = await findOrderById(tx, payment.orderId);
      if (!order) return { status: 'unknown' };
      const customer = await findCustomerById(tx, order.customerId);
      return {
        status: 'fulfilled',
        order,
        customerName: payment.customerName,
        customerEmail: payment.customerEmail,
        accountSetupRequired: !customer?.passwordHash,
      };
    }
    // The provider charged what we asked, or we do not fulfil (and say so loudly).
    if (session.amountCents !== payment.amountCents || session.currency !== payment.currency) {
      deps.log.error(
        { paymentId: payment.id, expected: payment.amountCents, charged: session.amountCents },
        'checkout amount does not match the payment; not fulfilled',
      );
      return { status: 'mismatch' };
    }

    const now = deps.clock.now();
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
        phone: lead?.phone,
        address: lead?.address,
        projectType: lead?.projectType ?? undefined,
        budget: lead?.budget,
        urgency: lead?.urgency ?? undefined,
        message: lead?.message ?? undefined,
        paidViaStripe: provider === 'stripe',
        submissionId: lead?.id,
      },
      paidAt: now,
      auctionState: 'published',
      publishedAt: now,
      awardDeadlineAt: new Date(now.getTime() + AWARD_WINDOW_DAYS * DAY_MS),
      createdAt: now,
    });

    const needsPassword = !customer.passwordHash;
    const setupLink = needsPassword
      ? `${deps.appUrl}/setup-password?setup=${await createPasswordToken(
          tx,
          { customerId: customer.id },
          'setup',
          now,
          SETUP_TOKEN_TTL_MS,
        )}`
      : `${deps.appUrl}/customer-portal`;
    const queued = await enqueueEmail(tx, deps.email, {
      to: customer.email,
      at: now,
      template: 'welcome',
      values: {
        customerName: customer.firstName,
        projectType: optionLabel('projectType', lead?.projectType) || 'your roof',
        budget: optionLabel('budget', lead?.budget),
        orderNumber: order.orderNumber,
        amount: formatMoney(payment.amountCents, payment.currency),
        setupLink,
      },
      dedupeKey: `welcome:${payment.id}`,
      customerId: customer.id,
      orderId: order.id,
    });
    queuedEmail = Boolean(queued);

    await updatePayment(tx, payment.id, {
      status: 'paid',
      providerSessionId: session.id,
      providerPaymentId: session.paymentIntentId,
      orderId: order.id,
      paidAt: now,
      fulfilledAt: now,
      updatedAt: now,
    });
    if (lead) await markLeadPaid(tx, lead.id, now);
    // Converted: status Won and counted (src/shared/domain/lead-conversion.ts).
    if (lead) await markLeadConvertedById(tx, lead.id, now);
    await markLeadsConverted(tx, payment.customerEmail, now);
    if (payment.couponCode) await countCouponUse(tx, payment.couponCode);
    if (payment.paymentOfferId) await markOfferUsed(tx, payment.paymentOfferId, now);
    await recordAudit(tx, {
      actorType: 'system',
      action: 'payment.fulfilled',
      entityType: 'order',
      entityId: order.id,
      details: { paymentId: payment.id, provider, amountCents: payment.amountCents },
      at: now,
    });
    return {
      status: 'fulfilled',
      order,
      customerName: payment.customerName,
      customerEmail: payment.customerEmail,
      accountSetupRequired: needsPassword,
    };
  });
  if (queuedEmail) deps.emailQueued();
  return result;
}
