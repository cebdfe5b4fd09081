import { LINK_END, LINK_START } from '#shared/domain/email-template.ts';

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const anchor = (url: string) =>
  `<a href="${url}" style="color:#b03127;word-break:break-all">${url}</a>`;

// Only the links the app wrote (marked by fillTemplate) become anchors; a URL anywhere else,
// typed by a customer or by staff, stays text.
const linkMarked = (escaped: string) =>
  escaped.replace(new RegExp(`${LINK_START}([^${LINK_END}]*)${LINK_END}`, 'g'), (_m, url: string) =>
    anchor(url),
  );

/**
 * The branded HTML version of a plain-text e-mail body, filled by `fillTemplate(..., {
 * markLinks: true })`. The body is escaped as a whole, so no variable can inject markup.
 */
export function renderEmailHtml(subject: string, body: string) {
  const paragraphs = body
    .split(/\n{2,}/)
    .map(
      (p) => `<p style="margin:0 0 16px">${linkMarked(escapeHtml(p)).replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px 8px;font-size:20px;font-weight:700">Roof<span style="color:#b03127">Bid</span></td></tr>
<tr><td style="padding:8px 28px 20px;font-size:16px;line-height:1.55">
${paragraphs}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e7e5e4;font-size:12px;color:#57534e">RoofBid Marketplace Inc. · Suite 400, 608 1 St SW, Calgary, AB T2P 1M6 · 1-888-555-0199</td></tr>
</table></td></tr></table></body></html>`;
}
