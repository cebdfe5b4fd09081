/**
 * A pipeline deal's value is the roof job, in cents (docs/decisions/deal-value.md): the owner's
 * budget to start with, until staff enter better (an estimate, the awarded bid). The fees a lead
 * pays (publishing, reveal) are the platform's revenue, never a deal value.
 */

/** A budget range's middle; the open top range at its floor; nothing when the owner is unsure. */
export const budgetDealValueCents: Readonly<Record<string, number>> = {
  'under-5k': 250_000,
  '5k-10k': 750_000,
  '10k-20k': 1_500_000,
  '20k-plus': 2_000_000,
  'not-sure': 0,
};

/** What a new lead's deal is worth: its budget's value (0 for a budget no range says). */
export const startingDealValueCents = (budget: string | null | undefined) =>
  (budget ? budgetDealValueCents[budget] : undefined) ?? 0;

/** Every new lead's starting chance, however it came (the web form, a rep's QR code, Add Lead). */
export const NEW_LEAD_PROBABILITY = 10;
