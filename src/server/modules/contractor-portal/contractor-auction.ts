import { defaultPreferences } from '#shared/constants/contractor-preferences.ts';
import { formatPostalCode } from '#shared/domain/postal-code.ts';
import type { AuctionState } from '#shared/domain/auction.ts';
import { optionText } from '#shared/constants/options.ts';
import { roofSizeText } from '#shared/domain/roof-estimate.ts';
import type {
  ContractorAuction,
  ContractorBid,
  OwnerContact,
} from '#shared/schemas/contractor-bids.ts';
import type { AuctionPhotos } from './auction-photos.ts';
import type { AuctionRow, Bid } from './contractor-portal.queries.ts';
import { ownerMessageForBidders } from '../auctions/masked-texts.ts';

/**
 * The city from a free-text address ("123 Elbow Dr SW, Calgary" -> "Calgary"): its last part
 * after a comma, and only when that part has no digit, so a street address without a comma
 * (or a unit number) is never shown.
 */
export function cityOf(address: string | null | undefined) {
  const parts = (address ?? '').split(',').map((p) => p.trim());
  const last = parts.at(-1);
  if (parts.length < 2 || !last || /\d/.test(last) || last.length > 40) return null;
  return last;
}

export function bidAnswer(bid: Bid): ContractorBid {
  return {
    id: bid.id,
    auctionId: bid.orderId,
    amountCents: bid.bidAmountCents,
    tearOffLayers: bid.tearOffLayers,
    underlayment: bid.underlayment,
    ventilation: bid.ventilation,
    materialLine: bid.materialLine,
    workmanshipWarrantyYears: bid.workmanshipWarrantyYears,
    manufacturerWarrantyYears: bid.manufacturerWarrantyYears,
    earliestStartDate: bid.earliestStartDate,
    durationDays: bid.durationDays,
    notes: bid.description,
    createdAt: bid.createdAt.toISOString(),
    updatedAt: bid.updatedAt.toISOString(),
  };
}

/**
 * The owner's message for this contractor: as written once the contractor was awarded and may
 * still bid (the caller decides, with the owner's contacts), masked for everyone else.
 */
function messageFor(row: AuctionRow, awarded: boolean) {
  const { order } = row;
  const message = order.orderData.message ?? row.leadMessage;
  if (!message) return null;
  if (awarded) return message;
  return order.bidderMessage ?? ownerMessageForBidders(message, order.orderData);
}

/**
 * An auction as a contractor sees it: field by field from the roof, so nothing of the owner
 * (name, e-mail, phone, street, full postal code, customer id) can slip into an answer.
 * `awarded`: this contractor won it and receives the owner's contacts, so the message too.
 * `photos`: the roof photos this contractor may see (auction-photos.ts).
 */
export function auctionAnswer(
  row: AuctionRow,
  awarded: boolean,
  photos: AuctionPhotos,
): ContractorAuction {
  const { order } = row;
  const data = order.orderData;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    state: order.auctionState ?? 'closed',
    projectType: optionText('projectType', data.projectType),
    roofMaterial: optionText('roofMaterial', row.roofMaterial),
    propertyType: optionText('propertyType', row.propertyType),
    roofAge: optionText('roofAge', row.roofAge),
    budget: optionText('budget', data.budget),
    urgency: optionText('urgency', data.urgency),
    city: cityOf(row.leadAddress ?? data.address),
    postalPrefix: order.postalCode?.slice(0, 3) ?? null,
    roofSize: roofSizeText({
      roofAreaSqFt: row.roofAreaSqFt,
      footprintSqFt: row.footprintSqFt,
      pitch: row.roofPitch,
    }),
    message: messageFor(row, awarded),
    publishedAt: order.publishedAt?.toISOString() ?? null,
    biddingClosesAt: order.biddingClosesAt?.toISOString() ?? null,
    bidsCount: Number(row.bidsCount),
    open: Boolean(row.open),
    myBid: row.mine ? bidAnswer(row.mine) : null,
    photos: photos.get(order.id) ?? [],
    // An auction without a lead (an order staff made by hand) has no preferences.
    preferences: row.preferences ?? defaultPreferences,
  };
}

/** The owner's contact details, for the awarded contractor only (the caller checks). */
export function ownerContactOf(row: AuctionRow): OwnerContact {
  const data = row.order.orderData;
  return {
    name: data.customerName,
    email: data.customerEmail,
    phone: data.phone ?? null,
    address: data.address ?? row.leadAddress ?? null,
    postalCode: row.order.postalCode && formatPostalCode(row.order.postalCode),
  };
}

export const stateOf = (row: AuctionRow) => row.order.auctionState as AuctionState | null;
