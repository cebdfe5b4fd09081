import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { pgliteArchiveToKeep, readPgliteArchive } from './pglite-archive.ts';

/** A backup or restore that was refused, with what to do: printed without a stack. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/**
 * Writes the embedded database in `dataDir` to `file` (a gzipped tar of the data directory, as
 * PGlite's dumpDataDir makes it). The folder is locked first, so this runs only while the app
 * is stopped: a copy taken under a running app could be torn (docs/decisions/backups.md). The
 * archive is written beside `file` and renamed, so an interrupted backup leaves no `file`.
 */
export async function backupPglite(options: { dataDir: string; file: string; force?: boolean }) {
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  if (existsSync(file) && !options.force) {
    throw new BackupRefused(`${file} already exists; pass --force to replace it.`);
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupRefused(`There is no embedded database in ${dataDir} (PGLITE_DIR).`);
  }
  const lock = lockDataDir(dataDir, 'npm run db:backup');
  try {
    const client = await (await loadPglite())({ dataDir });
    let tar: Buffer;
    try {
      tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    } finally {
      await client.close();
    }
    const archive = await promisify(gzip)(pgliteArchiveToKeep(tar));
    const partial = `${file}.partial`;
    await writeFile(partial, archive);
    renameSync(partial, file);
    return { file, bytes: archive.length };
  } finally {
    lock.release();
  }
}

/**
 * Loads a backup into `dataDir`: no process may be using the folder, the archive is read in full
 * before anything is written, and the folder must hold nothing unless `force` (then its contents
 * are deleted first).
 */
export async function restorePglite(options: { dataDir: string; file: string; force?: boolean }) {
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir, 'npm run db:restore');
  try {
    const tar = readArchive(file, await readBackupFile(file));
    const present = readdirSync(dataDir).filter((name) => name !== LOCK_FILE);
    if (present.length > 0 && !options.force) {
      throw new BackupRefused(
        `${dataDir} is not empty; pass --force to replace what it holds with the backup.`,
      );
    }
    for (const name of present) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    const client = await (await loadPglite())({ dataDir, loadDataDir: new Blob([tar]) });
    try {
      // A RoofBid database has its migrations table; this also proves the restored one opens.
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      return { dataDir, migrations: rows[0]!.n };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

async function readBackupFile(file: string) {
  try {
    return await readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new BackupRefused(
      code === 'ENOENT' ? `${file} does not exist.` : `Cannot read ${file} (${code}).`,
    );
  }
}

function readArchive(file: string, bytes: Buffer) {
  try {
    return readPgliteArchive(bytes);
  } catch (err) {
    throw new BackupRefused(`${file} cannot be restored: ${(err as Error).message}.`);
  }
}

/** PGlite (and drizzle with it) load only once the folder is ours: a refusal answers at once. */
async function loadPglite() {
  return (await import('./client.ts')).createPglite;
}
