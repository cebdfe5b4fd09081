import { formatCardExpiry } from '#shared/domain/card-expiry.ts';
import { gstIncludedCents } from '#shared/domain/gst.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { TestCheckoutSession } from './test-checkout.queries.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// overflow-wrap: a long e-mail or description breaks inside the card instead of widening the
// page past a 360 px phone screen.
const styles = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1e293b;background:#f5f5f4}
.banner{background:#facc15;color:#1c1917;text-align:center;font-weight:700;padding:8px;letter-spacing:.05em}
main{max-width:440px;margin:24px auto;padding:0 16px;overflow-wrap:anywhere}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002;padding:24px}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:800;margin:8px 0 0}.tax{margin:0 0 16px;color:#57534e;font-size:14px}
label{display:block;font-weight:600;font-size:14px;margin:12px 0 4px}
input{width:100%;height:44px;border:1px solid #a8a29e;border-radius:8px;padding:0 12px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;height:48px;border:0;border-radius:8px;font-size:17px;font-weight:700;margin-top:20px;cursor:pointer}
.pay{background:#d13b2f;color:#fff}.cancel{background:#fff;color:#1e293b;border:1px solid #d6d3d1;margin-top:12px}
.error{background:#fef2f2;color:#991b1b;border-radius:8px;padding:12px;margin-bottom:12px}
.hint{font-size:13px;color:#57534e;margin-top:16px}a{color:#b03127}`;

/** Where the card page's script is served (the CSP allows scripts of this site only). */
export const CARD_FORM_SCRIPT_PATH = '/test-checkout/card-form.js';

/**
 * The card page's script: the expiry shows as MM/YY while it is typed ("1229" becomes "12/29"),
 * with the same function the server reads it with. Deleting is left alone, so a backspace over
 * the "/" works.
 */
export const cardFormScript = `"use strict";
const formatCardExpiry = ${formatCardExpiry.toString()};
const expiry = document.getElementById("expiry");
if (expiry) {
  const format = () => { expiry.value = formatCardExpiry(expiry.value); };
  expiry.addEventListener("input", (event) => {
    if (!String(event.inputType || "").startsWith("delete")) format();
  });
  expiry.addEventListener("blur", format);
}
`;

function layout(title: string, body: string, script?: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="robots" content="noindex"><style>${styles}</style>${
    script ? `<script src="${script}" defer></script>` : ''
  }</head>
<body><div class="banner" role="note">TEST MODE: no real card is charged</div><main>${body}</main></body></html>`;
}

/** What a refused card's form keeps as typed: never the card number or the security code. */
export type KeptCardFields = { cardholder?: string; expiry?: string };

const keptValue = (value: string | undefined) =>
  value?.trim() ? ` value="${escapeHtml(value.trim())}"` : '';

/** The card form of the built-in test checkout; a refusal shows why and keeps the name typed. */
export function renderCheckoutPage(
  session: TestCheckoutSession,
  error?: string,
  kept: KeptCardFields = {},
) {
  const action = `/test-checkout/${encodeURIComponent(session.id)}`;
  return layout(
    'Test checkout | RoofBid',
    `<div class="card">
<h1>${escapeHtml(session.description)}</h1>
<p style="margin:0;color:#57534e">${escapeHtml(session.customerEmail)}</p>
<p class="amount">${escapeHtml(formatMoney(session.amountCents, session.currency))}</p>
<p class="tax">includes ${escapeHtml(formatMoney(gstIncludedCents(session.amountCents), session.currency))} GST</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<input type="hidden" name="action" value="pay">
<label for="card">Card number</label>
<input id="card" name="card" maxlength="40" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" maxlength="20" inputmode="numeric" autocomplete="cc-exp" placeholder="12/34" required${keptValue(kept.expiry && formatCardExpiry(kept.expiry))}></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" maxlength="10" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<label for="cardholder">Name on card</label>
<input id="cardholder" name="cardholder" maxlength="200" autocomplete="cc-name" required${keptValue(kept.cardholder)}>
<button class="pay" type="submit">Pay ${escapeHtml(formatMoney(session.amountCents, session.currency))}</button>
</form>
<form method="post" action="${action}"><input type="hidden" name="action" value="cancel">
<button class="cancel" type="submit">Cancel and return to RoofBid</button></form>
<p class="hint">Test cards: 4242 4242 4242 4242 is approved; 4000 0000 0000 0002 is declined. Any future expiry and any 3-digit CVC.</p>
</div>`,
    CARD_FORM_SCRIPT_PATH,
  );
}

/** A session that can no longer be paid. */
export function renderClosedPage(message: string) {
  return layout(
    'Test checkout | RoofBid',
    `<div class="card"><h1>${escapeHtml(message)}</h1><p><a href="/">Back to RoofBid</a></p></div>`,
  );
}
