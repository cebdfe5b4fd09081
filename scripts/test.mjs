// `npm test`: the whole suite. Unit and API tests on PGlite, again on PostgreSQL when
// TEST_DATABASE_URL is set, then the build and the browser journeys in Chromium.
// Flags: --unit-only, --e2e-only; anything else is passed to Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { MISSING_BROWSER, findTestBrowser } from './find-browser.mjs';

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

function runInherited(command, commandArgs, env) {
  return new Promise((resolve) => {
    spawn(command, commandArgs, { stdio: 'inherit', env }).on('close', (code) =>
      resolve(code ?? 1),
    );
  });
}

function runBuffered(command, commandArgs, env) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

if (!e2eOnly) {
  // The two passes run side by side: the PGlite pass keeps one core busy with the embedded
  // database, the PostgreSQL pass mostly waits on the server. The PostgreSQL pass's output is
  // printed once it ends so the two do not interleave.
  const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
  const postgres = TEST_DATABASE_URL
    ? runBuffered('npx', ['vitest', 'run'], { ...process.env, TEST_DATABASE_URL })
    : null;
  console.log('\n▶ unit and API tests on PGlite');
  const pglite = await runInherited('npx', ['vitest', 'run'], withoutPostgres);
  if (postgres) {
    const { status, output } = await postgres;
    console.log('\n▶ unit and API tests on PostgreSQL');
    process.stdout.write(output);
    if (status !== 0) console.error('✖ unit and API tests on PostgreSQL failed');
    if (pglite !== 0 || status !== 0) process.exit(pglite || status || 1);
  } else {
    console.log('(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped)');
  }
  if (pglite !== 0) process.exit(pglite ?? 1);
}

if (!unitOnly) {
  const browser = findTestBrowser();
  if (!browser) {
    console.error(MISSING_BROWSER);
    process.exit(1);
  }
  run('build', 'npm', ['run', 'build']);
  run('browser journeys (Playwright)', 'npx', ['playwright', 'test', ...passThrough], {
    CHROME_PATH: browser,
  });
}
