import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BootstrapData } from '#shared/schemas/bootstrap.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';
import { asUser, createContractor } from '../../test-support/accounts.ts';
import { buildTestApp } from '../../test-support/test-app.ts';
import {
  app,
  cookies,
  database,
  fields,
  publicPage,
  sendForm,
  useReviewsApp,
} from './reviews.test-setup.ts';

useReviewsApp();

type Seed = {
  name?: string;
  contractor: string;
  contractorId?: string;
  rating: number;
  type?: (typeof contractorReviews.$inferInsert)['projectType'];
  status?: (typeof contractorReviews.$inferInsert)['status'];
  day: number;
};

async function seedReviews(rows: Seed[]) {
  await database.db.insert(contractorReviews).values(
    rows.map((r) => ({
      customerName: r.name ?? 'Pat Doe',
      customerEmail: 'pat@example.com',
      contractorName: r.contractor,
      contractorId: r.contractorId,
      projectType: r.type ?? 'roof-repair',
      rating: r.rating,
      status: r.status ?? 'approved',
      submittedAt: new Date(Date.UTC(2026, 9, r.day)),
    })),
  );
}

describe('GET /api/reviews', () => {
  it('pages approved reviews newest first, filters by project type, hides the rest', async () => {
    await seedReviews([
      { name: 'Morgan Ellis', contractor: 'A', rating: 5, day: 1 },
      { contractor: 'A', rating: 4, day: 2, type: 'roof-replacement' },
      { contractor: 'A', rating: 3, day: 3 },
      { contractor: 'A', rating: 1, day: 4, status: 'pending' },
      { contractor: 'A', rating: 1, day: 5, status: 'hidden' },
      { contractor: 'A', rating: 2, day: 6, type: 'roof-replacement' },
    ]);
    const first = await publicPage('?pageSize=2');
    expect(first).toMatchObject({ total: 4, totalCapped: false, page: 1, pageSize: 2 });
    expect(first.data.map((r: { submittedAt: string }) => r.submittedAt.slice(0, 10))).toEqual([
      '2026-10-06',
      '2026-10-03',
    ]);
    const second = await publicPage('?pageSize=2&page=2');
    expect(second.data.map((r: { rating: number }) => r.rating)).toEqual([4, 5]);
    // The full name is never published, nor the e-mail.
    expect(second.data[1].customerName).toBe('Morgan E.');
    expect(JSON.stringify(second)).not.toContain('pat@example.com');

    const replacements = await publicPage('?projectType=roof-replacement');
    expect(replacements.total).toBe(2);
    expect(replacements.data.map((r: { rating: number }) => r.rating)).toEqual([2, 4]);

    const bad = await app.inject({ method: 'GET', url: '/api/reviews?projectType=castle' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it("computes each contractor's rating and count from its approved reviews", async () => {
    const firm = await createContractor(database, 'Bow Valley Roof Co.');
    await seedReviews([
      // Bow Valley: linked 5, 4 and a review naming it that was not linked; (5+4+4)/3 = 4.33.
      { contractor: 'Bow Valley Roof Co.', contractorId: firm.id, rating: 5, day: 1 },
      { contractor: 'Bow Valley Roof Co.', contractorId: firm.id, rating: 4, day: 2 },
      {
        contractor: 'Bow Valley Roof Co.',
        contractorId: firm.id,
        rating: 1,
        day: 3,
        status: 'hidden',
      },
      // Free-text names group case-insensitively: (3 + 4) / 2 = 3.5.
      { contractor: 'Joe Roofs', rating: 3, day: 4 },
      { contractor: ' joe roofs', rating: 4, day: 5 },
      { contractor: 'Joe Roofs', rating: 1, day: 6, status: 'pending' },
    ]);
    const linked = await sendForm(fields({ contractorName: 'bow valley roof co.', rating: '4' }));
    await asUser(app, cookies.admin)('PATCH', `/api/admin/reviews/${linked.json().id}`, {
      status: 'approved',
    });
    const { data } = await publicPage();
    const figure = (name: RegExp) =>
      data
        .filter((r: { contractorName: string }) => name.test(r.contractorName))
        .map((r: { contractorRating: unknown }) => r.contractorRating);
    expect(figure(/bow valley/i)).toEqual(Array(3).fill({ average: 4.3, count: 3 }));
    expect(figure(/joe roofs/i)).toEqual(Array(2).fill({ average: 3.5, count: 2 }));

    // The site's figure: every approved review, (5+4+4+3+4)/5 = 4.0.
    const site = await app.inject({ method: 'GET', url: '/api/reviews/rating' });
    expect(site.json()).toEqual({ average: 4, count: 5 });
  });

  it('writes the site rating into every page, and /reviews its first page', async () => {
    await seedReviews([
      { contractor: 'A', rating: 5, day: 1 },
      { contractor: 'A', rating: 4, day: 2, type: 'gutter-service' },
      { contractor: 'A', rating: 4, day: 3 },
    ]);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-reviews-client-'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>RoofBid</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
    );
    const { app: withPages } = await buildTestApp(database, { clientDir: dir });
    try {
      const bootstrapOf = async (url: string) => {
        const res = await withPages.inject({ method: 'GET', url });
        const json = /<script type="application\/json" id="bootstrap-data">(.*?)<\/script>/.exec(
          res.body,
        )?.[1];
        return JSON.parse(json ?? '{}') as BootstrapData;
      };
      // (5 + 4 + 4) / 3 = 4.33: one figure, the same on every page that states one.
      for (const url of ['/', '/about', '/get-quote', '/reviews', '/faq']) {
        expect((await bootstrapOf(url)).siteRating, url).toEqual({ average: 4.3, count: 3 });
      }
      expect((await bootstrapOf('/')).reviews).toBeUndefined();
      const reviews = await bootstrapOf('/reviews?projectType=gutter-service');
      expect(reviews.reviews).toEqual(await publicPage('?projectType=gutter-service'));
      expect(reviews.reviews?.total).toBe(1);
      // An address the list does not understand gets page one.
      expect((await bootstrapOf('/reviews?page=zero')).reviews?.total).toBe(3);
    } finally {
      await withPages.close();
    }
    await database.db.delete(contractorReviews);
    expect((await app.inject({ method: 'GET', url: '/api/reviews/rating' })).json()).toEqual({
      average: 0,
      count: 0,
    });
  });
});
