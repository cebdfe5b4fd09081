/**
 * The address a QR code opens: a web address as typed, or a page of this site ("/get-quote")
 * resolved against the site's own address. Undefined when it is neither.
 */
export function qrTarget(typed: string, siteOrigin: string): string | undefined {
  const value = typed.trim();
  try {
    const url = value.startsWith('/') ? new URL(value, siteOrigin) : new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    // A path keeps the site's own address even when it reads like "//elsewhere.com".
    if (value.startsWith('/') && url.origin !== new URL(siteOrigin).origin) return undefined;
    return value.startsWith('/') ? url.href : value;
  } catch {
    return undefined;
  }
}
