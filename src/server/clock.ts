/** The one source of "now" for services, so tests can set the time. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function fixedClock(start: Date | string = '2026-11-21T12:00:00Z') {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (to: Date | string) => {
      current = new Date(to);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
