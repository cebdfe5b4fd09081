import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faqEntries, settings } from '../../db/schema/content.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

/** The app shell, so that /faq is served with the entries written into the page. */
function appShellDir() {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-faq-shell-'));
  const here = path.dirname(fileURLToPath(import.meta.url));
  copyFileSync(path.resolve(here, '../../../../index.html'), path.join(clientDir, 'index.html'));
  return clientDir;
}
appTestFile({ app: { clientDir: appShellDir() } });

describe('GET /api/faq', () => {
  it('lists the seeded entries in several categories, ordered', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/faq' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: { category: string; sortOrder: number; question: string }[];
    };
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(new Set(data.map((e) => e.category)).size).toBeGreaterThanOrEqual(3);
    const keys = data.map((e) => `${e.category}|${String(e.sortOrder).padStart(6, '0')}`);
    expect(keys).toEqual([...keys].sort());
    expect(Object.keys(data[0]!).sort()).toEqual([
      'answer',
      'category',
      'id',
      'question',
      'sortOrder',
    ]);
  });

  it('hides inactive entries', async () => {
    const [first] = await database.db.select().from(faqEntries).limit(1);
    await database.db
      .update(faqEntries)
      .set({ isActive: false })
      .where(eq(faqEntries.id, first!.id));
    const { data } = (await app.inject({ method: 'GET', url: '/api/faq' })).json() as {
      data: { id: string }[];
    };
    expect(data.map((e) => e.id)).not.toContain(first!.id);
  });

  it("names the reveal fee as the admin has set it today, in the API and in the /faq page's data", async () => {
    type Entry = { question: string; answer: string };
    const revealFeeAnswer = async () => {
      const { data } = (await app.inject({ method: 'GET', url: '/api/faq' })).json() as {
        data: Entry[];
      };
      expect(data.map((e) => e.answer).join(' ')).not.toContain('{{');
      return data.find((e) => e.question === 'How much is the reveal fee, and what does it buy?')
        ?.answer;
    };
    expect(await revealFeeAnswer()).toMatch(/^The reveal fee is \$99\.99 CAD, shown again/);
    expect(await revealFeeAnswer()).toContain('refunded in full');

    await database.db
      .update(settings)
      .set({ value: 12_500 })
      .where(eq(settings.key, 'price.revealFeeCents'));
    expect(await revealFeeAnswer()).toMatch(/^The reveal fee is \$125\.00 CAD, shown again/);
    const page = await app.inject({ method: 'GET', url: '/faq' });
    expect(page.body).toContain('The reveal fee is $125.00 CAD');
    expect(page.body).not.toContain('{{revealFee}}');
  });

  it('returns an empty list when there are none', async () => {
    await database.db.delete(faqEntries);
    const res = await app.inject({ method: 'GET', url: '/api/faq' });
    expect(res.json()).toEqual({ data: [] });
  });
});
