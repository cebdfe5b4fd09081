const inWords = new Map<string, Intl.DateTimeFormat>();

/**
 * A day in words for e-mails, "December 27, 2026": "2026-12-27" reads as a code, and as a
 * different day in some countries' order. A calendar day ("2026-12-27") is that day; an instant
 * is the day it falls on in `timeZone` (UTC unless the caller knows the business time zone).
 */
export function dateInWords(day: string | Date, timeZone = 'UTC') {
  const at = typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day;
  const zone = typeof day === 'string' ? 'UTC' : timeZone;
  let format = inWords.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: zone });
    inWords.set(zone, format);
  }
  return format.format(at);
}
