// `npm run db:backup -- FILE [--force]` and `npm run db:restore -- FILE [--force]`: the embedded
// database (PGLITE_DIR) to and from one file, with the app stopped (docs/decisions/backups.md).
// Exit codes: 0 done, 1 refused or failed (the message says why), 2 wrong arguments.
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../env.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { BackupRefused, backupPglite, restorePglite } from './pglite-backup.ts';

const usage = [
  'Usage: npm run db:backup -- FILE [--force]   write the embedded database to FILE',
  '       npm run db:restore -- FILE [--force]  replace the embedded database with FILE',
  '--force: replace an existing FILE (backup) or a data folder that is not empty (restore).',
].join('\n');

function fail(message: string, code: 1 | 2): never {
  console.error(code === 2 ? `${message}\n${usage}` : message);
  process.exit(code);
}

const [command, ...rest] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') fail(`Unknown command: ${command}`, 2);
let parsed;
try {
  parsed = parseArgs({
    args: rest,
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
} catch (err) {
  fail((err as Error).message, 2);
}
const [file, ...extra] = parsed.positionals;
if (!file)
  fail(`Missing FILE: the ${command === 'backup' ? 'backup to write' : 'backup to read'}.`, 2);
if (extra.length > 0) fail(`One FILE only; also given: ${extra.join(' ')}`, 2);

let env;
try {
  env = loadEnv();
} catch (err) {
  if (err instanceof EnvError) fail(err.message, 1);
  throw err;
}
if (env.DATABASE_URL) {
  fail(
    'DATABASE_URL is set: this command is for the embedded database. Back up PostgreSQL with ' +
      'pg_dump -Fc and restore it with pg_restore (README, "Backups").',
    1,
  );
}

const options = { dataDir: env.PGLITE_DIR, file, force: parsed.values.force };
try {
  if (command === 'backup') {
    const done = await backupPglite(options);
    console.log(`Backed up ${env.PGLITE_DIR} to ${done.file} (${done.bytes} bytes).`);
  } else {
    const done = await restorePglite(options);
    console.log(
      `Restored ${file} into ${done.dataDir} (${done.migrations} migrations applied; newer ` +
        'ones run when the app starts).',
    );
  }
} catch (err) {
  if (err instanceof BackupRefused || err instanceof DataDirInUseError) {
    fail(`${command === 'backup' ? 'Backup' : 'Restore'} refused: ${err.message}`, 1);
  }
  throw err;
}
