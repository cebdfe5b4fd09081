/**
 * The lead score (0-100) staff see on every lead; hot at 80+. Five parts, each with a ceiling:
 *
 * | part        | max | how                                                            |
 * |-------------|-----|----------------------------------------------------------------|
 * | urgency     |  30 | emergency 30, within a week 22, within a month 14, planning 6  |
 * | budget      |  25 | $20k+ 25, $10-20k 20, $5-10k 14, under $5k 8, not sure 6       |
 * | completeness|  15 | 2.5 per optional detail given (6 of them), rounded down        |
 * | recency     |  20 | today 20, this week 15, this month 10, this quarter 5          |
 * | engagement  |  10 | 5 per checkout started, up to 2                                |
 *
 * Pure, so the server computes it per row and the dashboard can explain it.
 */
export type LeadScoreInput = {
  urgency: string | null;
  budget: string | null;
  projectType: string | null;
  roofMaterial: string | null;
  propertyType: string | null;
  roofAge: string | null;
  message: string | null;
  projectCompletionDate: string | null;
  submittedAt: Date;
  checkoutAttempts: number;
};

export const HOT_LEAD_SCORE = 80;

const urgencyPoints: Record<string, number> = {
  emergency: 30,
  'within-week': 22,
  'within-month': 14,
  'planning-ahead': 6,
};
const budgetPoints: Record<string, number> = {
  '20k-plus': 25,
  '10k-20k': 20,
  '5k-10k': 14,
  'under-5k': 8,
  'not-sure': 6,
};

const DAY_MS = 86_400_000;

export function leadScoreBreakdown(lead: LeadScoreInput, now: Date) {
  const details = [
    lead.projectType,
    lead.roofMaterial,
    lead.propertyType,
    lead.roofAge,
    lead.message,
    lead.projectCompletionDate,
  ].filter((value) => value !== null && value !== '').length;
  const ageDays = (now.getTime() - lead.submittedAt.getTime()) / DAY_MS;
  return {
    urgency: lead.urgency ? (urgencyPoints[lead.urgency] ?? 0) : 0,
    budget: lead.budget ? (budgetPoints[lead.budget] ?? 0) : 0,
    completeness: Math.min(15, Math.floor(details * 2.5)),
    recency: ageDays <= 1 ? 20 : ageDays <= 7 ? 15 : ageDays <= 30 ? 10 : ageDays <= 90 ? 5 : 0,
    engagement: Math.min(10, lead.checkoutAttempts * 5),
  };
}

export function leadScore(lead: LeadScoreInput, now: Date) {
  const parts = leadScoreBreakdown(lead, now);
  return parts.urgency + parts.budget + parts.completeness + parts.recency + parts.engagement;
}

/** SPEC.md §9: 80+ green, 60+ yellow, 40+ orange, otherwise red. */
export function scoreBand(score: number) {
  if (score >= HOT_LEAD_SCORE) return 'green';
  if (score >= 60) return 'yellow';
  if (score >= 40) return 'orange';
  return 'red';
}

export function daysAgo(date: Date, now: Date) {
  return Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
}
