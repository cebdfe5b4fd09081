import { describe, expect, it } from 'vitest';
import { leadScore, leadScoreBreakdown, scoreBand, type LeadScoreInput } from './lead-score.ts';

const now = new Date('2026-11-21T12:00:00Z');
const base: LeadScoreInput = {
  urgency: null,
  budget: null,
  projectType: null,
  roofMaterial: null,
  propertyType: null,
  roofAge: null,
  message: null,
  projectCompletionDate: null,
  submittedAt: new Date('2026-01-01T00:00:00Z'),
  checkoutAttempts: 0,
};

describe('lead score', () => {
  it('is 100 for an urgent, big, complete, fresh, engaged lead and 0 for an empty stale one', () => {
    const best: LeadScoreInput = {
      urgency: 'emergency',
      budget: '20k-plus',
      projectType: 'replacement',
      roofMaterial: 'metal',
      propertyType: 'single-family',
      roofAge: '21-plus',
      message: 'Leaking',
      projectCompletionDate: '2026-12-01',
      submittedAt: new Date('2026-11-21T08:00:00Z'),
      checkoutAttempts: 3,
    };
    expect(leadScore(best, now)).toBe(100);
    expect(leadScore(base, now)).toBe(0);
  });

  it('adds each part as documented', () => {
    const lead = {
      ...base,
      urgency: 'within-month',
      budget: '5k-10k',
      projectType: 'repair',
      message: 'x',
      submittedAt: new Date('2026-11-18T12:00:00Z'),
      checkoutAttempts: 1,
    };
    expect(leadScoreBreakdown(lead, now)).toEqual({
      urgency: 14,
      budget: 14,
      completeness: 5,
      recency: 15,
      engagement: 5,
    });
    expect(leadScore(lead, now)).toBe(53);
  });

  it.each([
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'orange'],
    [40, 'orange'],
    [39, 'red'],
  ])('colours %i as %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});
