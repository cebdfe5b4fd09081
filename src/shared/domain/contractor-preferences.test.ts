import { describe, expect, it } from 'vitest';
import {
  chosenPreferenceTexts,
  defaultPreferences,
  preferenceCsvValues,
  type ContractorPreferences,
} from '../constants/contractor-preferences.ts';
import { contractorPreferencesInput } from '../schemas/contractor-preferences.ts';
import {
  preferenceChecks,
  preferenceMisses,
  type ContractorFacts,
} from './contractor-preferences.ts';

const prefs = (more: Partial<ContractorPreferences>) => ({ ...defaultPreferences, ...more });
const facts = (more: Partial<ContractorFacts> = {}): ContractorFacts => ({
  bonded: true,
  yearsInBusiness: 12,
  verifiedReviewCount: 2,
  ...more,
});
const keys = (misses: { key: string }[]) => misses.map((miss) => miss.key);

describe('preferenceMisses', () => {
  it('asks nothing with the defaults, whatever the contractor and bid', () => {
    const none = facts({ bonded: false, yearsInBusiness: 0, verifiedReviewCount: 0 });
    expect(preferenceMisses(defaultPreferences, none, { workmanshipWarrantyYears: 0 })).toEqual([]);
    expect(preferenceChecks(defaultPreferences, none)).toEqual([]);
  });

  it('bonded: met, not met, no data', () => {
    const wanted = prefs({ bondedRequired: true });
    expect(preferenceMisses(wanted, facts())).toEqual([]);
    const [miss] = preferenceMisses(wanted, facts({ bonded: false }));
    expect(miss).toEqual({ key: 'bondedRequired', reason: expect.stringMatching(/bonded/) });
    expect(preferenceChecks(wanted, facts({ bonded: null }))).toEqual([
      { key: 'bondedRequired', status: 'unknown' },
    ]);
    expect(keys(preferenceMisses(wanted, facts({ bonded: null })))).toEqual(['bondedRequired']);
  });

  it('minimum years in business: met (equal counts), not met, no data', () => {
    const wanted = prefs({ minYearsInBusiness: 10 });
    expect(preferenceMisses(wanted, facts({ yearsInBusiness: 10 }))).toEqual([]);
    const [fewer] = preferenceMisses(wanted, facts({ yearsInBusiness: 9 }));
    expect(fewer!.reason).toMatch(/at least 10 years in business.*fewer/);
    const [unknown] = preferenceMisses(wanted, facts({ yearsInBusiness: null }));
    expect(unknown!.reason).toMatch(/no years in business on record/);
    // 0 is a real minimum: every contractor meets it.
    expect(
      preferenceMisses(prefs({ minYearsInBusiness: 0 }), facts({ yearsInBusiness: 0 })),
    ).toEqual([]);
  });

  it('minimum workmanship warranty: checked against the bid only', () => {
    const wanted = prefs({ minWorkmanshipWarrantyYears: 5 });
    // No bid yet (the listing, the e-mail): nothing to check.
    expect(preferenceMisses(wanted, facts())).toEqual([]);
    expect(preferenceMisses(wanted, facts(), { workmanshipWarrantyYears: 5 })).toEqual([]);
    const [short] = preferenceMisses(wanted, facts(), { workmanshipWarrantyYears: 2 });
    expect(short!.reason).toMatch(/at least 5 years; your bid offers less/);
    expect(preferenceChecks(wanted, facts(), { workmanshipWarrantyYears: null })).toEqual([
      { key: 'minWorkmanshipWarrantyYears', status: 'unknown' },
    ]);
  });

  it('verified reviews only: met, not met, no data', () => {
    const wanted = prefs({ verifiedReviewsOnly: true });
    expect(preferenceMisses(wanted, facts({ verifiedReviewCount: 1 }))).toEqual([]);
    const [none] = preferenceMisses(wanted, facts({ verifiedReviewCount: 0 }));
    expect(none!.reason).toMatch(/no approved verified review/);
    expect(preferenceChecks(wanted, facts({ verifiedReviewCount: null }))).toEqual([
      { key: 'verifiedReviewsOnly', status: 'unknown' },
    ]);
  });

  it('names every preference missed, in the order they are shown', () => {
    const all = prefs({
      bondedRequired: true,
      minYearsInBusiness: 20,
      minWorkmanshipWarrantyYears: 10,
      verifiedReviewsOnly: true,
    });
    const none = facts({ bonded: false, yearsInBusiness: 3, verifiedReviewCount: 0 });
    expect(keys(preferenceMisses(all, none, { workmanshipWarrantyYears: 1 }))).toEqual([
      'bondedRequired',
      'minYearsInBusiness',
      'minWorkmanshipWarrantyYears',
      'verifiedReviewsOnly',
    ]);
    expect(chosenPreferenceTexts(all)).toEqual([
      'Bonded',
      'At least 20 years in business',
      'Workmanship warranty of at least 10 years',
      'Has verified reviews',
    ]);
    expect(preferenceCsvValues(prefs({ minYearsInBusiness: 1 }))).toEqual([
      '',
      'At least 1 year in business',
      '',
      '',
    ]);
  });
});

describe('contractorPreferencesInput', () => {
  const parse = (input: unknown) => contractorPreferencesInput.safeParse(input);

  it('defaults to no preference', () => {
    expect(parse({})).toEqual({ success: true, data: defaultPreferences });
  });

  it("reads the form's text and an API client's numbers and booleans alike", () => {
    const fromForm = {
      bondedRequired: 'true',
      minYearsInBusiness: ' 5 ',
      minWorkmanshipWarrantyYears: '',
      verifiedReviewsOnly: 'false',
    };
    const expected = { ...defaultPreferences, bondedRequired: true, minYearsInBusiness: 5 };
    expect(parse(fromForm)).toEqual({ success: true, data: expected });
    expect(parse({ ...expected, minWorkmanshipWarrantyYears: null })).toEqual({
      success: true,
      data: expected,
    });
  });

  it.each([
    ['minYearsInBusiness', 51],
    ['minYearsInBusiness', -1],
    ['minYearsInBusiness', 2.5],
    ['minYearsInBusiness', 'ten'],
    ['minWorkmanshipWarrantyYears', 26],
    ['bondedRequired', 'yes'],
    ['verifiedReviewsOnly', 1],
  ])('refuses %s = %j', (field, value) => {
    const result = parse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
