const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const unit = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * How long bidding stays open, as a contractor scanning the list reads it: "Closes in 3 days",
 * "Closes in 5 hours", "Closes in 12 minutes". Rounded down, so it never promises more time
 * than there is.
 */
export function closesIn(closesAt: string | null, now: number) {
  if (!closesAt) return 'No closing date';
  const left = new Date(closesAt).getTime() - now;
  if (Number.isNaN(left)) return 'No closing date';
  if (left <= 0) return 'Bidding closed';
  if (left >= 2 * DAY) return `Closes in ${unit(Math.floor(left / DAY), 'day')}`;
  if (left >= HOUR) return `Closes in ${unit(Math.floor(left / HOUR), 'hour')}`;
  return `Closes in ${unit(Math.max(1, Math.floor(left / MINUTE)), 'minute')}`;
}
