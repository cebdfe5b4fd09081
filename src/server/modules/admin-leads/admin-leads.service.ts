import { preferencesOf } from '#shared/constants/contractor-preferences.ts';
import { formatPostalCode } from '#shared/domain/postal-code.ts';
import type { FastifyRequest } from 'fastify';
import { centsToAmount } from '#shared/domain/money.ts';
import {
  conversionRate,
  isConvertedLead,
  leadStatusProblem,
} from '#shared/domain/lead-conversion.ts';
import { daysAgo, leadScore, leadScoreBreakdown } from '#shared/domain/lead-score.ts';
import { ON_BOARD_STATUS_PROBLEM } from '#shared/domain/lead-status.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { pageAnswer } from '../../db/paging.ts';
import type { Lead } from '../leads/leads.queries.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { insertPaymentOffer } from '../checkout/payments.queries.ts';
import { boardColumnOfLead } from '../pipeline/lead-status.queries.ts';
import { readPriceSettings } from '../pricing/pricing.queries.ts';
import {
  countLeads,
  findLeadWithFlags,
  findReferringRep,
  leadOrderFlags,
  leadStats,
  listLeads,
  updateLead,
  type LeadFilters,
} from './admin-leads.queries.ts';

type Deps = { db: Db; clock: Clock; appUrl: string };

/** Who the lead is and what they asked for: the start of every list that shows leads. */
export function leadSummary(lead: Lead) {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    address: lead.address,
    projectType: lead.projectType,
    budget: lead.budget,
    urgency: lead.urgency,
  };
}

export function leadRow(lead: Lead, flags: { paid: boolean; hasOrder: boolean }, now: Date) {
  return {
    ...leadSummary(lead),
    leadStatus: lead.leadStatus,
    submittedAt: lead.submittedAt.toISOString(),
    daysAgo: daysAgo(lead.submittedAt, now),
    leadScore: leadScore(lead, now),
    paid: Boolean(flags.paid),
    hasOrder: Boolean(flags.hasOrder),
    converted: isConvertedLead(lead),
    nextFollowUpAt: lead.nextFollowUpAt?.toISOString() ?? null,
    // SPEC.md §9: due when the follow-up is on or before now.
    followUpDue: lead.nextFollowUpAt !== null && lead.nextFollowUpAt <= now,
    finalPrice: centsToAmount(lead.finalPriceCents),
    couponCode: lead.couponCode,
  };
}

export async function leadPage(deps: Deps, filters: LeadFilters, page: number, pageSize: number) {
  const now = deps.clock.now();
  const [rows, counted] = await Promise.all([
    listLeads(deps.db, filters, page, pageSize),
    countLeads(deps.db, filters),
  ]);
  const flags = await leadOrderFlags(deps.db, rows);
  return pageAnswer(
    rows.map((lead) =>
      leadRow(
        lead,
        { paid: flags.paidEmails.has(lead.email), hasOrder: flags.orderedLeadIds.has(lead.id) },
        now,
      ),
    ),
    counted,
    page,
    pageSize,
  );
}

export async function statsForDashboard(deps: Deps) {
  const now = deps.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const { total, thisMonth, converted } = await leadStats(deps.db, monthStart);
  return {
    totalLeads: total,
    thisMonth,
    converted,
    conversionRate: conversionRate(converted, total),
  };
}

export async function leadDetail(deps: Deps, id: string) {
  const found = await findLeadWithFlags(deps.db, id);
  if (!found) throw notFound('Lead not found');
  const { lead } = found;
  const now = deps.clock.now();
  const [referredBy, boardColumn] = await Promise.all([
    lead.referredBySalesPersonId
      ? findReferringRep(deps.db, lead.referredBySalesPersonId)
      : undefined,
    boardColumnOfLead(deps.db, id),
  ]);
  return {
    ...leadRow(lead, found, now),
    referredBy: referredBy ?? null,
    date: lead.date,
    country: lead.country,
    province: lead.province,
    postalCode: formatPostalCode(lead.postalCode),
    roofMaterial: lead.roofMaterial,
    propertyType: lead.propertyType,
    roofAge: lead.roofAge,
    roofAreaSqFt: lead.roofAreaSqFt,
    footprintSqFt: lead.footprintSqFt,
    roofPitch: lead.roofPitch,
    preferences: preferencesOf(lead),
    message: lead.message,
    projectCompletionDate: lead.projectCompletionDate,
    pipelineStatus: boardColumn ?? null,
    checkoutAttempts: lead.checkoutAttempts,
    scoreBreakdown: leadScoreBreakdown(lead, now),
  };
}

export async function editLead(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  input: { leadStatus?: Lead['leadStatus']; nextFollowUpAt?: string | null },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await findLeadWithFlags(tx, id);
    if (!found) throw notFound('Lead not found');
    const patch: Partial<Lead> = { updatedAt: now };
    if (input.leadStatus && input.leadStatus !== found.lead.leadStatus) {
      // Won means has an order (src/shared/domain/lead-conversion.ts): not a status to pick.
      const problem =
        leadStatusProblem(isConvertedLead(found.lead), input.leadStatus) ??
        // One lead, one status (lead-status.ts): a board lead's is its column's.
        ((await boardColumnOfLead(tx, id)) === undefined ? undefined : ON_BOARD_STATUS_PROBLEM);
      if (problem) throw badRequest(problem, { leadStatus: problem });
      patch.leadStatus = input.leadStatus;
      if (input.leadStatus === 'contacted') patch.lastContactedAt = now;
    }
    if (input.nextFollowUpAt !== undefined) {
      patch.nextFollowUpAt = input.nextFollowUpAt === null ? null : new Date(input.nextFollowUpAt);
    }
    await updateLead(tx, id, patch);
    await auditStaff(tx, request, now, {
      action: 'lead.updated',
      entityType: 'lead',
      entityId: id,
      details: { ...input },
    });
  });
  return leadDetail(deps, id);
}

const OFFER_LIFETIME_MS = 30 * 86_400_000;

/**
 * The admin "Payment Link": a stored offer for this lead (default 89.99, SPEC.md §9) that the
 * checkout charges as stored; the `amount` in the URL is only for display.
 */
export async function createPaymentOffer(
  deps: Deps,
  request: FastifyRequest,
  id: string,
  amountCents: number | undefined,
) {
  const found = await findLeadWithFlags(deps.db, id);
  if (!found) throw notFound('Lead not found');
  if (found.hasOrder) throw conflict('This lead has already paid');
  const prices = await readPriceSettings(deps.db);
  const amount = amountCents && amountCents > 0 ? amountCents : prices.paymentLinkDefaultCents;
  const now = deps.clock.now();
  const offer = await deps.db.transaction(async (tx) => {
    const created = await insertPaymentOffer(tx, {
      contactSubmissionId: id,
      amountCents: amount,
      currency: prices.currency,
      createdBy: request.staff?.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OFFER_LIFETIME_MS),
    });
    await auditStaff(tx, request, now, {
      action: 'payment_offer.created',
      entityType: 'lead',
      entityId: id,
      details: { offerId: created.id, amountCents: amount },
    });
    return created;
  });
  const url = `${deps.appUrl}/payment-checkout?submissionId=${id}&offerId=${offer.id}&amount=${centsToAmount(amount)}`;
  return { offerId: offer.id, amountCents: amount, url };
}
