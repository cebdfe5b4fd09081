import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5055);
// Where scripts/e2e-server.mjs writes the e-mails the app sends (tests/e2e/fixtures/mailbox.ts).
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `roofbid-e2e-mail-${port}`);
process.env.E2E_MAIL_DIR = mailDir;
// Debian's Chromium, never a downloaded browser (DESIGN.md, tests): `npm test` finds it and
// sets CHROME_PATH (scripts/find-browser.mjs); run directly, the headless shell when installed.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions,
};
const siteWide = /\.site-wide\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // CI prints a dot a test and every failure in full at the end, where a log's tail shows it.
  reporter: process.env.CI ? 'dot' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps a screenshot of its end and, outside CI, its trace (DOM snapshots of
    // each step; rerun a CI failure locally for it). Recording a trace costs a tenth of the
    // journeys' time, its screencast another quarter: CI records none.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // Every journey runs at desktop size; at 360 px only the tests tagged @phone (both sizes) or
  // @phone-only, where the layout differs: the collapsed header, no sideways scrolling, axe on
  // the narrow layout. Everything else behaves the same at both sizes.
  projects: [
    { name: 'desktop', testIgnore: siteWide, grepInvert: /@phone-only/, use: desktop },
    {
      name: 'phone',
      testIgnore: siteWide,
      grep: /@phone/,
      // Pixel 7's touch and mobile viewport, drawn at one device pixel per CSS pixel: the
      // layout is the same, and the software renderer paints a seventh of the pixels.
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 1,
        launchOptions,
      },
    },
    // Tests that change what every page shows (prices) run alone, once the others are done,
    // and one after the other: each puts back the prices it read at its start.
    {
      name: 'site-wide',
      testMatch: siteWide,
      dependencies: ['desktop', 'phone'],
      fullyParallel: false,
      use: desktop,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_MAIL_DIR: mailDir },
  },
});
