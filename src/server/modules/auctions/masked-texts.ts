import { maskContact } from '#shared/domain/contact-mask.ts';

/**
 * The free texts that cross between the owner and the bidders before the award, masked once
 * when they are written (DECISIONS.md §7): the owner's message as bidders read it, a bid's
 * notes and material line as the owner reads them. The originals stay in their own columns for
 * staff and for the moment the contact legitimately crosses (the reveal for the owner, the
 * award for the winner). Rows written before masking was stored are masked when read.
 */

export type OwnerOfMessage = { customerName: string | null | undefined };

export const ownerMessageForBidders = (message: string, owner: OwnerOfMessage) =>
  maskContact(message, { names: [owner.customerName] });

type Bidder = {
  companyName: string;
  contactName?: string | null;
  licenceNumber?: string | null;
};

const termsOf = (bidder: Bidder | null) => ({
  names: [bidder?.companyName, bidder?.contactName],
  licenceNumbers: [bidder?.licenceNumber],
});

/** Any text a contractor writes for the owner or the other bidders (a question, an answer). */
export const bidderTextForOthers = (text: string, bidder: Bidder | null) =>
  maskContact(text, termsOf(bidder));

/** A bid's notes and material line as the owner reads them while the bidder is anonymous. */
export function bidTextsForOwner(
  bidder: Bidder | null,
  texts: { notes: string | null; materialLine: string | null },
) {
  const terms = termsOf(bidder);
  return {
    notesForOwner: texts.notes === null ? null : maskContact(texts.notes, terms),
    materialLineForOwner:
      texts.materialLine === null ? null : maskContact(texts.materialLine, terms),
  };
}

type StoredBid = {
  description: string | null;
  materialLine: string | null;
  notesForOwner: string | null;
  materialLineForOwner: string | null;
  sellerName: string;
};

/**
 * A stored bid's notes and material line as its owner may read them now: the originals once the
 * bidders are revealed (their names and contacts are shown then anyway), masked before. A bid
 * stored before masking was (no masked copy) is masked as it is read.
 */
export function bidTextsAsOwnerSees(bid: StoredBid, bidder: Bidder | null, revealed: boolean) {
  if (revealed) return { notes: bid.description, materialLine: bid.materialLine };
  const terms = termsOf(bidder ?? { companyName: bid.sellerName });
  const masked = (original: string | null, stored: string | null) =>
    stored ?? (original === null ? null : maskContact(original, terms));
  return {
    notes: masked(bid.description, bid.notesForOwner),
    materialLine: masked(bid.materialLine, bid.materialLineForOwner),
  };
}
