import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite keeps no lock of its own across processes: a second process opens a data directory the
 * app is using without a word, both write, and the first close deletes the other's
 * postmaster.pid (checked on 0.5.16). So whoever opens the embedded database (the app, the
 * db:* commands, a backup or restore) first takes this file, holding its process id.
 */
export const LOCK_FILE = 'roofbid.lock';

type Holder = { pid: number; holder: string; since: string };

export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: Holder) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.holder}, ` +
        `since ${holder.since}). Stop it first. If no such process is RoofBid, delete ` +
        `${path.join(dataDir, LOCK_FILE)} and try again.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes the data directory for this process (`holder` says who, for the refusal's message) or
 * throws DataDirInUseError. A lock left by a process that has gone (a crash, a killed container)
 * is taken over; so is one with this process's own id (a restarted container's app often gets
 * the same id its previous run had). `release` deletes the file while it is still this one's.
 */
export function lockDataDir(dataDir: string, holder: string) {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, holder, since: new Date().toISOString() };
  // Two tries: the second after taking over a lock whose process has gone.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      return { release: () => releaseIfMine(file, mine) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const current = readHolder(file);
    if (current && current.pid !== process.pid && isRunning(current.pid)) {
      throw new DataDirInUseError(dataDir, current);
    }
    rmSync(file, { force: true });
  }
  // Someone else took it over between our two tries.
  const current = readHolder(file);
  throw new DataDirInUseError(dataDir, current ?? { pid: 0, holder: 'unknown', since: '?' });
}

function releaseIfMine(file: string, mine: Holder) {
  const current = readHolder(file);
  if (current?.pid === mine.pid && current.since === mine.since) rmSync(file, { force: true });
}

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, holder: String(parsed.holder), since: String(parsed.since) }
      : undefined;
  } catch {
    // Unreadable or half-written: treated as left behind.
    return undefined;
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, as another user's process.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
