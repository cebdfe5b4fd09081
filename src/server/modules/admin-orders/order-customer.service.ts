import type { FastifyRequest } from 'fastify';
import { orderAccessEmail } from '#shared/domain/email-template.ts';
import { optionLabel } from '#shared/constants/options.ts';
import type { Db } from '../../db/client.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import {
  createPasswordToken,
  retireCustomerTokens,
  SETUP_TOKEN_TTL_MS,
} from '../auth/password-tokens.ts';
import { findCustomerById, findOrCreateCustomer } from '../customers/customers.queries.ts';
import { enqueueEmail, type EmailSettings } from '../email/email.service.ts';
import type { Order } from '../orders/orders.queries.ts';
import { countCustomerOrders, updateOrder } from './admin-orders.queries.ts';

export type OrderCustomerDeps = { appUrl: string; email: EmailSettings };

/**
 * An order belongs to the customer of its e-mail. When staff correct the e-mail (a typo in a
 * manual order, say), the order moves to the customer with the new e-mail, created if needed,
 * who is e-mailed a set-password link if they have no password yet. The old address keeps no
 * way in: its account no longer lists the order, and a set-password link already sent to it
 * stops working when that account has no order left. Returns whether an e-mail was queued.
 */
export async function moveOrderToEmail(
  tx: Db,
  deps: OrderCustomerDeps,
  request: FastifyRequest,
  now: Date,
  order: Order,
  to: { email: string; name: string },
) {
  const from = await findCustomerById(tx, order.customerId);
  if (from?.email === to.email) return false;

  const [firstName = to.name, ...rest] = to.name.trim().split(/\s+/);
  const customer = await findOrCreateCustomer(tx, {
    email: to.email,
    firstName,
    lastName: rest.join(' '),
    phone: order.orderData.phone,
    address: order.orderData.address,
    createdAt: now,
  });
  await updateOrder(tx, order.id, { customerId: customer.id, updatedAt: now });
  if (from && (await countCustomerOrders(tx, from.id)) === 0) {
    await retireCustomerTokens(tx, from.id, ['setup'], now);
  }
  await auditStaff(tx, request, now, {
    action: 'order.customer_changed',
    entityType: 'order',
    entityId: order.id,
    details: {
      fromCustomerId: from?.id,
      fromEmail: from?.email,
      toCustomerId: customer.id,
      toEmail: customer.email,
    },
  });
  if (customer.passwordHash) return false;

  const token = await createPasswordToken(
    tx,
    { customerId: customer.id },
    'setup',
    now,
    SETUP_TOKEN_TTL_MS,
  );
  await enqueueEmail(tx, deps.email, {
    to: customer.email,
    at: now,
    template: 'welcome',
    ...orderAccessEmail,
    values: {
      customerName: customer.firstName,
      orderNumber: order.orderNumber,
      projectType: optionLabel('projectType', order.orderData.projectType) || 'your roof',
      setupLink: `${deps.appUrl}/setup-password?setup=${token}`,
    },
    customerId: customer.id,
    orderId: order.id,
    createdBy: request.staff?.id,
  });
  return true;
}
