import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import { createDatabaseStorage } from '../integrations/storage/database-storage.ts';
import { enqueueEmail } from '../modules/email/email.service.ts';
import { rowCountsOfAllTables } from '../test-support/counts.ts';
import { buildTestApp, testEnv } from '../test-support/test-app.ts';
import { createPglite, pgliteDatabase, queryRows, type Database } from './client.ts';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { openConfiguredDatabase } from './open.ts';
import { backupPglite, restorePglite } from './pglite-backup.ts';
import { prepareDatabase } from './prepare.ts';

const root = mkdtempSync(path.join(tmpdir(), 'roofbid-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The migrated database the test run made once (PGlite pass only). */
const snapshot = inject('pgliteSnapshot');

async function openDataDir(dataDir: string, loadDataDir?: Blob) {
  const client = await createPglite({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  return pgliteDatabase(client, () => client.close());
}

/** SHA-256 of every stored file's bytes as the app reads them back, by file id. */
async function fileHashes(database: Database) {
  const storage = createDatabaseStorage(database.db);
  const ids = await queryRows<{ id: string }>(database.db, sql`select id from files order by id`);
  const hashes: Record<string, string> = {};
  for (const { id } of ids) {
    const file = await storage.get(id);
    const hash = createHash('sha256');
    for await (const piece of file!.body) hash.update(piece as Buffer);
    hashes[id] = hash.digest('hex');
  }
  return hashes;
}

/** Leads, orders, auctions with bids, the pipeline, uploads, e-mails, analytics. */
const everyKind = [
  'contact_submissions',
  'orders',
  'seller_bids',
  'auction_events',
  'lead_pipeline',
  'files',
  'email_outbox',
  'page_views',
];

/** The app's environment on the embedded database, quiet, on a port of its own. */
const appEnv = {
  ...process.env,
  DATABASE_URL: '',
  DEMO_MODE: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
};

/** The real command, as `npm run db:backup` / `db:restore` runs it. */
const runCli = (args: string[], dataDir: string) =>
  run(['src/server/db/pglite-backup-cli.ts', ...args], { ...appEnv, PGLITE_DIR: dataDir });

async function run(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env });
  const [stdout, stderr, code] = await Promise.all([
    text(child.stdout),
    text(child.stderr),
    new Promise<number | null>((resolve) => child.on('close', resolve)),
  ]);
  return { code, stdout, stderr };
}

// The embedded database's own feature: the PostgreSQL pass backs up with pg_dump (README).
// Each test opens PGlite on disk several times (seed, back up, restore, check) or starts the app:
// 5 to 10 s of CPU, more than the suite's usual 30 s limit on a busy machine.
describe.skipIf(!snapshot)(
  'backing up and restoring the embedded database',
  { timeout: 90_000 },
  () => {
    it('restores every row of every table and every uploaded byte, and the app serves from it', async () => {
      const dataDir = path.join(root, 'data');
      const database = await openDataDir(dataDir, new Blob([readFileSync(snapshot)]));
      // Demo mode seeds leads, orders, auctions with bids, the pipeline, e-mails and analytics.
      await prepareDatabase(database, testEnv({ DEMO_MODE: 'true' }), fixedClock());
      const storage = createDatabaseStorage(database.db);
      // Larger than a stored piece (256 kB), so its bytes are in several file_chunks rows.
      const upload = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(600_000)]);
      await storage.put({
        kind: 'invoice',
        contentType: 'application/pdf',
        content: [upload],
        originalName: 'invoice.pdf',
      });
      await enqueueEmail(
        database.db,
        { deliver: false },
        {
          to: 'homeowner@example.com',
          at: new Date('2026-11-21T12:00:00Z'),
          template: 'welcome',
          values: { customerName: 'Pat', orderNumber: 'RB-100001' },
        },
      );
      const counts = await rowCountsOfAllTables(database);
      const hashes = await fileHashes(database);
      await database.close();
      for (const table of everyKind) {
        expect(counts[table], table).toBeGreaterThan(0);
      }
      expect(counts.file_chunks).toBeGreaterThanOrEqual(3);
      expect(Object.values(hashes)).toContain(createHash('sha256').update(upload).digest('hex'));

      const file = path.join(root, 'roofbid.backup');
      await backupPglite({ dataDir, file });
      await expect(backupPglite({ dataDir, file })).rejects.toThrow(/already exists.*--force/);
      rmSync(dataDir, { recursive: true });
      await restorePglite({ dataDir, file });
      await expect(restorePglite({ dataDir, file })).rejects.toThrow(/not empty.*--force/);

      const restored = await openDataDir(dataDir);
      try {
        expect(await rowCountsOfAllTables(restored)).toEqual(counts);
        expect(await fileHashes(restored)).toEqual(hashes);
        const { app } = await buildTestApp(restored);
        try {
          expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
        } finally {
          await app.close();
        }
      } finally {
        await restored.close();
      }
      // Nothing of the backup's own lock came back with it.
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    });

    // Goes on from the first test: its restored database and its backup.
    it('refuses while the app runs on the database, and checks its arguments', async () => {
      const dataDir = path.join(root, 'data');
      const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...appEnv, PGLITE_DIR: dataDir },
      });
      try {
        await new Promise<void>((resolve, reject) => {
          let out = '';
          app.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            if (out.includes('RoofBid is running')) resolve();
          });
          app.on('close', (code) => reject(new Error(`the app stopped (${code})`)));
        });
        const garbage = path.join(root, 'not-a-backup.tgz');
        writeFileSync(garbage, 'not a backup');
        const backup = path.join(root, 'while-running.backup');
        const elsewhere = path.join(root, 'elsewhere');
        const [whileRunning, restoreWhileRunning, missing, notArchive] = await Promise.all([
          runCli(['backup', backup], dataDir),
          // The folder is checked first: whatever FILE is, nothing is written under the app.
          runCli(['restore', garbage, '--force'], dataDir),
          runCli(['backup'], dataDir),
          runCli(['restore', garbage], elsewhere),
        ]);
        const inUse = new RegExp(`in use by process ${app.pid} \\(RoofBid`);
        expect(whileRunning).toMatchObject({ code: 1, stderr: expect.stringMatching(inUse) });
        expect(whileRunning.stderr).toMatch(/^Backup refused: .*Stop it first/);
        expect(existsSync(backup)).toBe(false);
        expect(restoreWhileRunning).toMatchObject({
          code: 1,
          stderr: expect.stringMatching(inUse),
        });
        expect(missing).toMatchObject({ code: 2, stderr: expect.stringMatching(/Missing FILE/) });
        expect(notArchive).toMatchObject({
          code: 1,
          stderr: expect.stringMatching(
            /Restore refused: .*not a backup made by npm run db:backup/,
          ),
        });
        expect(readdirSync(elsewhere)).toEqual([]);
        // A second app (main.ts opens the database this way) is refused too.
        await expect(
          openConfiguredDatabase(testEnv({ PGLITE_DIR: dataDir, DATABASE_URL: '' })),
        ).rejects.toThrow(inUse);
      } finally {
        const stopped = new Promise((resolve) => app.on('close', resolve));
        app.kill('SIGTERM');
        await stopped;
      }
      // Stopped, the app let go of the folder.
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    });

    it('takes over a lock its process left behind, never one whose process runs', async () => {
      const dataDir = mkdtempSync(path.join(root, 'lock-'));
      const gone = spawn(process.execPath, ['-e', '']);
      await new Promise((resolve) => gone.on('close', resolve));
      const left = { pid: gone.pid, holder: 'RoofBid', since: '2026-11-21T12:00:00Z' };
      writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify(left));
      const lock = lockDataDir(dataDir, 'test');
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({
        pid: process.pid,
        holder: 'test',
      });
      lock.release();
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

      // This test's runner is alive (its parent): a lock naming it is refused.
      const running = { pid: process.ppid, holder: 'RoofBid', since: '2026-11-21T12:00:00Z' };
      writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify(running));
      expect(() => lockDataDir(dataDir, 'test')).toThrow(DataDirInUseError);
    });
  },
);
