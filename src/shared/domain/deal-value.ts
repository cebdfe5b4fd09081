import { estimateRange, type EstimateTable } from './roof-estimate.ts';

/**
 * A pipeline deal's value is the roof job, in cents (docs/decisions/deal-value.md): the instant
 * estimate's middle when the quote request allows one, else the owner's budget, to start with;
 * the awarded bid once the owner chooses one; staff may enter better by hand at any time. The
 * fees a lead pays (publishing, reveal) are the platform's revenue, never a deal value.
 */

/** A budget range's middle; the open top range at its floor; nothing when the owner is unsure. */
export const budgetDealValueCents: Readonly<Record<string, number>> = {
  'under-5k': 250_000,
  '5k-10k': 750_000,
  '10k-20k': 1_500_000,
  '20k-plus': 2_000_000,
  'not-sure': 0,
};

/** What the quote request says of the roof job: its budget, and the instant estimate's inputs. */
export type DealStart = {
  budget: string | null | undefined;
  roofMaterial?: string | null;
  roofAreaSqFt?: number | null;
  footprintSqFt?: number | null;
  roofPitch?: string | null;
  /** The request's province (code or name): the estimate's regional factor. */
  province?: string | null;
};

/**
 * What a new lead's deal is worth: the middle of the instant estimate the homeowner saw (a roof
 * size and a material the cost table knows), else its budget's value (0 for a budget no range
 * says). The estimate's ends are whole $100s, so the middle is whole cents.
 */
export function startingDealValueCents(lead: DealStart, table: EstimateTable): number {
  const range = estimateRange(
    {
      material: lead.roofMaterial,
      roofAreaSqFt: lead.roofAreaSqFt,
      footprintSqFt: lead.footprintSqFt,
      pitch: lead.roofPitch,
      region: lead.province,
    },
    table,
  );
  if (range) return Math.round((range.lowCents + range.highCents) / 2);
  return (lead.budget ? budgetDealValueCents[lead.budget] : undefined) ?? 0;
}

/** Every new lead's starting chance, however it came (the web form, a rep's QR code, Add Lead). */
export const NEW_LEAD_PROBABILITY = 10;
