// `npm test`: the whole suite. Unit and API tests on PGlite, again on PostgreSQL when
// TEST_DATABASE_URL is set, then the build and the browser journeys in Chromium.
// Flags: --unit-only, --e2e-only; anything else is passed to Playwright.
import { spawnSync } from 'node:child_process';
import { MISSING_BROWSER, findBrowser } from './find-browser.mjs';

const args = process.argv.slice(2);
const unitOnly = args.includes('--unit-only');
const e2eOnly = args.includes('--e2e-only');
const passThrough = args.filter((a) => a !== '--unit-only' && a !== '--e2e-only');

function run(label, command, commandArgs, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!e2eOnly) {
  const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
  console.log('\n▶ unit and API tests on PGlite');
  const pglite = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env: withoutPostgres });
  if (pglite.status !== 0) process.exit(pglite.status ?? 1);
  if (TEST_DATABASE_URL) {
    run('unit and API tests on PostgreSQL', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL });
  } else {
    console.log('(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped)');
  }
}

if (!unitOnly) {
  const browser = findBrowser();
  if (!browser) {
    console.error(MISSING_BROWSER);
    process.exit(1);
  }
  run('build', 'npm', ['run', 'build']);
  run('browser journeys (Playwright)', 'npx', ['playwright', 'test', ...passThrough], {
    CHROME_PATH: browser,
  });
}
