import { gunzipSync } from 'node:zlib';
import { LOCK_FILE } from './data-dir-lock.ts';

/**
 * PGlite's dumpDataDir() is a tar of the data directory. Given an archive that is not one, its
 * loadDataDir() fails with "PGlite failed to initialize properly" after writing into the folder,
 * so a restore reads the archive here first. The lock file (data-dir-lock.ts) is in the folder a
 * backup dumps, and is left out: restored, it would name the backup's process as the holder.
 */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

const BLOCK = 512;
/** Files every PostgreSQL data directory has (names as PGlite writes them, without the "/"). */
const REQUIRED = ['PG_VERSION', 'global/pg_control'];

type Entry = { name: string; start: number; end: number };

/** The archive as an uncompressed tar without the lock file; throws ArchiveError if it is none. */
export function readPgliteArchive(bytes: Buffer): Buffer {
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      tar = gunzipSync(bytes);
    } catch {
      throw new ArchiveError('the file is gzip-compressed but cut short or damaged');
    }
  }
  const entries = tarEntries(tar);
  const names = new Set(entries.map((entry) => entry.name));
  const missing = REQUIRED.filter((name) => !names.has(name));
  if (missing.length > 0) {
    throw new ArchiveError(`the archive holds no PostgreSQL data directory (no ${missing[0]})`);
  }
  return withoutLockFile(tar, entries);
}

/** A dumped data directory without the lock file, for writing to a backup. */
export function pgliteArchiveToKeep(tar: Buffer) {
  return withoutLockFile(tar, tarEntries(tar));
}

function withoutLockFile(tar: Buffer, entries: Entry[]) {
  const kept = entries.filter((entry) => entry.name !== LOCK_FILE);
  if (kept.length === entries.length) return tar;
  // Two empty blocks end a tar.
  return Buffer.concat([...kept.map((e) => tar.subarray(e.start, e.end)), Buffer.alloc(2 * BLOCK)]);
}

function tarEntries(tar: Buffer): Entry[] {
  const entries: Entry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    if (!checksumMatches(header)) {
      throw new ArchiveError(
        entries.length === 0
          ? 'the file is not a backup made by npm run db:backup (not a tar archive)'
          : 'the archive is damaged (a bad tar header)',
      );
    }
    const size = octal(header.subarray(124, 136));
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (Number.isNaN(size)) throw new ArchiveError('the archive is damaged (a bad tar header)');
    if (end > tar.length) throw new ArchiveError('the archive is cut short');
    const prefix = text(header.subarray(345, 500));
    const name = (prefix ? `${prefix}/` : '') + text(header.subarray(0, 100));
    entries.push({ name: name.replace(/^\.?\/+/, ''), start: offset, end });
    offset = end;
  }
  throw new ArchiveError(
    entries.length === 0
      ? 'the file is not a backup made by npm run db:backup (not a tar archive)'
      : 'the archive is cut short',
  );
}

/** The header's checksum: its bytes summed with the checksum field counted as spaces. */
function checksumMatches(header: Buffer) {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return octal(header.subarray(148, 156)) === sum;
}

const text = (field: Buffer) => field.toString('utf8').replace(/\0.*$/s, '');

function octal(field: Buffer) {
  const digits = text(field).trim();
  return /^[0-7]+$/.test(digits) ? parseInt(digits, 8) : NaN;
}
