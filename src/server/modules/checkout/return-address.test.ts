import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { siteUrlFor } from '../../plugins/site-url.ts';
import { submitLead } from '../../test-support/fixtures.ts';
import { buildTestApp, productionEnv } from '../../test-support/test-app.ts';
import {
  app,
  checkoutTestFile,
  postCardForm,
  testCard,
  testDatabase as database,
} from '../../test-support/test-checkout.ts';

// Issue #22 item 16: a developer who opens http://127.0.0.1:PORT with the default APP_URL
// (localhost) was sent to localhost after paying, where the browser has no checkout cookie.

checkoutTestFile();

const card = { ...testCard, cardholder: 'Jane' };

/** Opens a checkout with these request headers, pays it, and says where each step went. */
async function payFrom(target: App, headers: Record<string, string>) {
  const lead = await submitLead(target);
  const res = await target.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers,
    payload: { contactSubmissionId: lead.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { url, sessionId } = res.json() as { url: string; sessionId: string };
  const paid = await postCardForm(target, new URL(url).pathname, card);
  expect(paid.statusCode).toBe(303);
  return { cardPage: url, sessionId, backTo: paid.headers.location };
}

describe('where the payer comes back to after paying', () => {
  it('outside production, the loopback name the visitor opened, on both the card page and the way back', async () => {
    const fromPage = await payFrom(app, {
      origin: 'http://127.0.0.1:5000',
      host: '127.0.0.1:5000',
    });
    expect(fromPage.cardPage).toBe(`http://127.0.0.1:5000/test-checkout/${fromPage.sessionId}`);
    expect(fromPage.backTo).toBe(
      `http://127.0.0.1:5000/payment-success?session_id=${fromPage.sessionId}`,
    );

    // No Origin (not a browser page): the Host header, when it is a loopback name.
    const fromHost = await payFrom(app, { host: '[::1]:5000' });
    expect(fromHost.backTo).toBe(
      `http://[::1]:5000/payment-success?session_id=${fromHost.sessionId}`,
    );
  });

  it('APP_URL for any other Host: another site, another port', async () => {
    for (const host of ['evil.example', 'evil.example:5000', '127.0.0.1:6000', 'localhost.evil']) {
      const { cardPage, sessionId, backTo } = await payFrom(app, { host });
      expect(cardPage, host).toBe(`http://localhost:5000/test-checkout/${sessionId}`);
      expect(backTo, host).toBe(`http://localhost:5000/payment-success?session_id=${sessionId}`);
    }
  });

  it('APP_URL in production, whatever name the visitor used', async () => {
    const { app: production } = await buildTestApp(database, {
      env: { ...productionEnv, TEST_CHECKOUT_ENABLED: 'true' },
    });
    try {
      const { sessionId, backTo } = await payFrom(production, { host: '127.0.0.1:5000' });
      expect(backTo).toBe(`http://localhost:5000/payment-success?session_id=${sessionId}`);
    } finally {
      await production.close();
    }
  });
});

describe('siteUrlFor', () => {
  const request = (headers: Record<string, string>) => ({ headers });
  it('keeps a path in APP_URL, and answers APP_URL for a malformed header', () => {
    expect(
      siteUrlFor(request({ origin: 'http://127.0.0.1:5000' }), 'http://localhost:5000/app', false),
    ).toBe('http://127.0.0.1:5000/app');
    expect(siteUrlFor(request({ origin: 'null' }), 'http://localhost:5000', false)).toBe(
      'http://localhost:5000',
    );
    expect(siteUrlFor(request({ host: 'a b' }), 'http://localhost:5000', false)).toBe(
      'http://localhost:5000',
    );
    // A public APP_URL has no loopback aliases.
    expect(
      siteUrlFor(request({ origin: 'http://127.0.0.1:5000' }), 'https://roofbid.ca', false),
    ).toBe('https://roofbid.ca');
  });
});
