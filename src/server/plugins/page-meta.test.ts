import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundPage, pages, type PageMeta } from '#shared/routes.ts';
import type { App } from '../app.ts';
import { buildTestApp } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

// Issue #9 item 6: every page's HTML carried the site-wide description, because the built
// index.html splits the tag over several lines and the replacement missed it. So this test
// serves the project's real index.html (Vite emits it with this formatting, adding only its
// script and style tags), not a hand-written one-line shell.
const indexHtml = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../index.html');

let app: App;

beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-shell-'));
  copyFileSync(indexHtml, path.join(clientDir, 'index.html'));
  ({ app } = await buildTestApp(await createTestDatabase(), { clientDir }));
});
afterAll(() => app.close());

const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

/** Every value the HTML gives a crawler for the title and description, as it reads them. */
function metaOf(html: string) {
  const metas = [...html.matchAll(/<meta\s[^>]*>/gi)].map((m) => m[0]);
  const contentOf = (attribute: string, key: string) =>
    metas
      .filter((tag) => new RegExp(`\\b${attribute}\\s*=\\s*["']${key}["']`, 'i').test(tag))
      .map((tag) => decode(/\bcontent\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? ''));
  return {
    titles: [...html.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map((m) => decode(m[1]!)),
    descriptions: contentOf('name', 'description'),
    ogTitles: contentOf('property', 'og:title'),
    ogDescriptions: contentOf('property', 'og:description'),
  };
}

const expected = (meta: PageMeta) => ({
  titles: [meta.title],
  descriptions: [meta.description],
  ogTitles: [meta.title],
  ogDescriptions: [meta.description],
});

describe("each page's title and description in its HTML", () => {
  it.each(Object.entries(pages))('%s', async (url, meta) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body)).toEqual(expected(meta));
  });

  it('keeps pages behind one-time links out of search results, and only those', async () => {
    const invite = await app.inject({ method: 'GET', url: '/staff-invite?token=abc' });
    expect(invite.headers['x-robots-tag']).toBe('noindex');
    const faq = await app.inject({ method: 'GET', url: '/faq' });
    expect(faq.headers['x-robots-tag']).toBeUndefined();
  });

  it('the 404 page', async () => {
    const res = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(metaOf(res.body)).toEqual(expected(notFoundPage));
  });

  it('leaves no trace of the site-wide description', async () => {
    const res = await app.inject({ method: 'GET', url: '/faq' });
    expect(res.body).not.toContain('Fair roofing bids from vetted, licensed and insured');
  });
});
