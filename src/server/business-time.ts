/**
 * Calendar days in the business time zone (env BUSINESS_TIME_ZONE): when "today" starts for
 * the pipeline's follow-ups and the reps' daily digest, whatever zone the server runs in.
 */

/** The calendar day (YYYY-MM-DD) that `at` falls on in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at`, in milliseconds. */
function offsetMs(timeZone: string, at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time (`day` YYYY-MM-DD at hh:mm) happens in `timeZone`. */
export function zonedTime(timeZone: string, day: string, hour = 0, minute = 0): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  // The offset at the guess, then at the corrected instant (a DST change between the two).
  let at = wall - offsetMs(timeZone, new Date(wall));
  at = wall - offsetMs(timeZone, new Date(at));
  return new Date(at);
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Today in `timeZone` and the instants it starts and ends. */
export function businessDay(timeZone: string, now: Date) {
  const today = dayIn(timeZone, now);
  return {
    today,
    start: zonedTime(timeZone, today),
    end: zonedTime(timeZone, nextDay(today)),
  };
}
