import {
  handleLeftoverResetRequests,
  type PasswordResetDeps,
} from '../modules/customer-auth/password-reset.service.ts';

/**
 * Queues the reset e-mails of forgot-password requests that an instance answered but stopped
 * before handling (normally they are handled right after the answer). Safe with several
 * instances: each request is taken by exactly one.
 */
export function startPasswordResetSweeper(deps: PasswordResetDeps, intervalMs = 30_000) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    handleLeftoverResetRequests(deps)
      .catch((err: unknown) => deps.log.error({ err }, 'password reset sweep failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return { stop: () => clearInterval(timer) };
}
