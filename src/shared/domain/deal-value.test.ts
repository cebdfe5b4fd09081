import { describe, expect, it } from 'vitest';
import { startingDealValueCents } from './deal-value.ts';
import { defaultEstimateTable } from './roof-estimate.ts';

const table = defaultEstimateTable;

describe('startingDealValueCents', () => {
  it("is the instant estimate's middle when the request allows an estimate", () => {
    // 2,000 sq ft of metal in British Columbia: $20,700-$36,800.
    const lead = { budget: '5k-10k', roofMaterial: 'metal', roofAreaSqFt: 2000, province: 'BC' };
    expect(startingDealValueCents(lead, table)).toBe(2_875_000);
    // Rubber (EPDM) is the table's flat roof; a footprint counts with its pitch.
    expect(
      startingDealValueCents(
        { budget: null, roofMaterial: 'rubber', footprintSqFt: 1000, roofPitch: 'flat' },
        table,
      ),
    ).toBe(1_000_000);
  });

  it("is the budget's value without a size, a pitch for the footprint or a known material", () => {
    expect(startingDealValueCents({ budget: '5k-10k', roofMaterial: 'metal' }, table)).toBe(
      750_000,
    );
    expect(
      startingDealValueCents(
        { budget: '20k-plus', roofMaterial: 'metal', footprintSqFt: 1500, roofPitch: null },
        table,
      ),
    ).toBe(2_000_000);
    expect(
      startingDealValueCents(
        { budget: 'under-5k', roofMaterial: 'not-sure', roofAreaSqFt: 900 },
        table,
      ),
    ).toBe(250_000);
    expect(startingDealValueCents({ budget: 'not-sure' }, table)).toBe(0);
    expect(startingDealValueCents({ budget: 'unheard-of' }, table)).toBe(0);
    expect(startingDealValueCents({ budget: null }, table)).toBe(0);
  });
});
