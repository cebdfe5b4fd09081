import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from './client.ts';
import { pgliteTemplateFor } from './pglite-template.ts';

// The test suite's own snapshot is such a template (migrated, dumped); the build's is the same
// with gzip (src/server/db/pglite-template-cli.ts).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database template', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'roofbid-template-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const template = inject('pgliteSnapshot');

  it('is not used when the build made none', () => {
    expect(pgliteTemplateFor(path.join(root, 'a'), path.join(root, 'missing.tgz'))).toBeUndefined();
  });

  it('fills a new data directory once, which then opens as it is', async () => {
    const dataDir = path.join(root, 'b');
    const blob = pgliteTemplateFor(dataDir, template);
    expect(blob).toBeInstanceOf(Blob);

    const first = await openDatabase({ dataDir, loadDataDir: blob! });
    const migrated = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(migrated[0]!.n).toBeGreaterThan(20);
    await first.close();

    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(pgliteTemplateFor(dataDir, template)).toBeUndefined();
    const again = await openDatabase({ dataDir });
    const tables = await queryRows<{ n: number }>(
      again.db,
      sql`select count(*)::int as n from pg_tables where tablename = 'contact_submissions'`,
    );
    expect(tables[0]!.n).toBe(1);
    await again.close();
  });
});
