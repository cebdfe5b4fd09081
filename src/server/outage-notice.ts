import type { FastifyBaseLogger } from 'fastify';

/**
 * Logs that something the server needs failed once per outage, and once that it works again:
 * a check that runs every few seconds (readiness, the outbox sender) would otherwise write the
 * same line hundreds of times while the database is down (bench/db-outage.mjs).
 */
export function outageNotice(
  log: FastifyBaseLogger,
  lines: { failed: string; recovered: string; level?: 'warn' | 'error' },
) {
  let down = false;
  return {
    failed(err: unknown) {
      if (down) return;
      down = true;
      log[lines.level ?? 'warn']({ err }, lines.failed);
    },
    worked() {
      if (!down) return;
      down = false;
      log.info(lines.recovered);
    },
  };
}
