import type { OrderData } from '../../db/schema/orders.ts';
import type { Lead } from '../leads/leads.queries.ts';

/**
 * What the homeowner's quote request said about the job, as an order keeps it in orderData:
 * a field the request left empty (or an order without a request) is simply absent.
 */
export function jobFromLead(lead: Lead | undefined) {
  return {
    phone: lead?.phone,
    address: lead?.address,
    projectType: lead?.projectType ?? undefined,
    budget: lead?.budget,
    urgency: lead?.urgency ?? undefined,
    message: lead?.message ?? undefined,
  } satisfies Partial<OrderData>;
}
