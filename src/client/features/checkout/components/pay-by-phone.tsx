import { Smartphone } from 'lucide-react';
import { formatMoney } from '#shared/domain/money.ts';

/**
 * SPEC.md §2: below the full price a QR code opens this lead's checkout on a phone. Its caption
 * is chosen by amount: the 19.99 launch offer, the 89.99 special price, or the default.
 */
export function captionFor(amountCents: number, currency: string) {
  const amount = formatMoney(amountCents, currency);
  if (amountCents <= 2000) return `Launch offer: scan to pay ${amount} on your phone`;
  if (amountCents >= 8900 && amountCents <= 9000)
    return `Special price: scan to pay ${amount} on your phone`;
  return `Scan to pay ${amount} on your phone`;
}

/** The QR image: the same checkout as this page, with the staff offer when there is one. */
export function paymentQrSrc(submissionId: string, paymentOfferId?: string) {
  const offer = paymentOfferId ? `?offerId=${encodeURIComponent(paymentOfferId)}` : '';
  return `/api/contact/${encodeURIComponent(submissionId)}/payment-qr.svg${offer}`;
}

/** The page the QR code opens: this checkout, with the staff offer when there is one. */
export function checkoutPath(submissionId: string, paymentOfferId?: string) {
  const offer = paymentOfferId ? `&offerId=${encodeURIComponent(paymentOfferId)}` : '';
  return `/payment-checkout?submissionId=${encodeURIComponent(submissionId)}${offer}`;
}

/**
 * The QR code shows only on a screen of tablet size or more with a mouse or trackpad: a phone
 * (a small screen or a touch screen) cannot scan itself, so it gets this checkout's link instead,
 * to open on another device.
 */
export function PayByPhone({
  submissionId,
  paymentOfferId,
  amountCents,
  currency,
}: {
  submissionId: string;
  paymentOfferId?: string;
  amountCents: number;
  currency: string;
}) {
  return (
    <>
      <figure className="hidden flex-col items-center gap-2 rounded-xl border border-dashed border-stone-300 p-4 text-center sm:pointer-fine:flex">
        <img
          src={paymentQrSrc(submissionId, paymentOfferId)}
          width={176}
          height={176}
          alt="QR code that opens this checkout on your phone"
          className="rounded-md bg-white"
        />
        <figcaption className="flex items-center gap-2 text-sm font-medium">
          <Smartphone className="size-4 text-brand-700" aria-hidden="true" />
          {captionFor(amountCents, currency)}
        </figcaption>
      </figure>
      <p className="text-center text-sm sm:pointer-fine:hidden">
        Paying on another device? Send it{' '}
        <a
          href={checkoutPath(submissionId, paymentOfferId)}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          this checkout’s link
        </a>
        .
      </p>
    </>
  );
}
