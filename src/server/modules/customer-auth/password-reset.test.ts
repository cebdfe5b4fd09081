import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { passwordResetRequests } from '../../db/schema/staff.ts';
import { createCustomer } from '../../test-support/accounts.ts';
import { app, appTestFile, clock, database } from '../../test-support/app-test-file.ts';
import { rowCount } from '../../test-support/counts.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import { handleLeftoverResetRequests } from './password-reset.service.ts';

// Work after the answer, held back so the test can look in between.
let held: (() => Promise<unknown>)[] = [];
const runHeld = async () => {
  const tasks = held;
  held = [];
  for (const task of tasks) await task();
};

appTestFile({
  app: { afterResponse: (_name, task) => held.push(task) },
  at: '2026-11-21T12:00:00Z',
});
beforeEach(() => {
  held = [];
});

const deps = () => ({
  db: database.db,
  clock,
  appUrl: 'http://localhost:5000',
  email: { deliver: false },
  emailQueued: () => {},
  log: app.log,
});

const forgot = (url: string, email: string) =>
  app.inject({ method: 'POST', url, payload: { email } });

describe('forgot password', () => {
  it.each(['/api/password-reset', '/api/forgot-password', '/api/customer/forgot-password'])(
    '%s answers before any work on the account, and queues the e-mail once after',
    async (url) => {
      await createCustomer(database, 'casey@example.com');
      const known = await forgot(url, 'Casey@Example.com');
      const unknown = await forgot(url, 'nobody@example.com');
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      // Answered: nothing looked up, no link, no e-mail yet; only the requests are written down.
      expect(await rowCount(database, emailOutbox)).toBe(0);
      expect(await rowCount(database, auditLog)).toBe(0);
      expect(await rowCount(database, passwordResetRequests)).toBe(2);
      expect(held).toHaveLength(2);

      const [first, second] = held;
      await runHeld();
      const emails = await database.db.select().from(emailOutbox);
      expect(emails.map((e) => [e.template, e.toAddress])).toEqual([
        ['password_reset', 'casey@example.com'],
      ]);
      expect(await rowCount(database, passwordResetRequests)).toBe(0);
      // Handling a request again queues nothing more.
      await first!();
      await second!();
      expect(await rowCount(database, emailOutbox)).toBe(1);
    },
  );

  it('loses nothing when the instance stops between the answer and the work', async () => {
    await createCustomer(database, 'casey@example.com');
    await forgot('/api/forgot-password', 'casey@example.com');
    held = []; // the instance stopped: its work never runs
    expect(await handleLeftoverResetRequests(deps())).toBe(0); // too fresh to be a leftover
    clock.advance(2 * 60_000);
    // Two instances sweep at once: one e-mail.
    const swept = await Promise.all([
      handleLeftoverResetRequests(deps()),
      handleLeftoverResetRequests(deps()),
    ]);
    expect(swept.sort()).toEqual([0, 1]);
    const [email] = await database.db.select().from(emailOutbox);
    expect(email).toMatchObject({ template: 'password_reset', toAddress: 'casey@example.com' });
    expect(await rowCount(database, emailOutbox)).toBe(1);
    expect(await rowCount(database, passwordResetRequests)).toBe(0);
  });

  it('runs the work right after the answer by default', async () => {
    const { app: plain, settle } = await buildTestApp(database);
    await createCustomer(database, 'casey@example.com');
    const res = await plain.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'casey@example.com' },
    });
    expect(res.statusCode).toBe(200);
    await settle();
    expect(await rowCount(database, emailOutbox)).toBe(1);
    expect(await rowCount(database, passwordResetRequests)).toBe(0);
    await plain.close();
  });
});
