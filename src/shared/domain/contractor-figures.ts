/**
 * The contractor profile's figures (docs/decisions/contractor-profiles.md). A median or a rate
 * over one or two bids says more about luck than about the company, so neither is shown below
 * this many bids: the profile says "Not enough bids yet" instead.
 */
export const MIN_BIDS_FOR_FIGURE = 3;

const HOUR = 3600;
const DAY = 24 * HOUR;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A median response time in words: "under an hour", "5 hours", "2 days 3 hours". */
export function responseTimeInWords(seconds: number) {
  if (seconds < HOUR) return 'under an hour';
  if (seconds < DAY) return plural(Math.round(seconds / HOUR), 'hour');
  const days = Math.floor(seconds / DAY);
  const hours = Math.round((seconds - days * DAY) / HOUR);
  if (hours === 0 || hours === 24) return plural(hours === 24 ? days + 1 : days, 'day');
  return `${plural(days, 'day')} ${plural(hours, 'hour')}`;
}

/** An award rate (0..1) as a whole percentage: "33%". */
export const percentText = (rate: number) => `${Math.round(rate * 100)}%`;
