// The app as the browser tests see it: the production build on a fresh embedded database in a
// temporary folder, sending e-mail to a real SMTP server on loopback that writes each message
// to E2E_MAIL_DIR (tests read set-password links there). Everything is removed on exit.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = process.env.E2E_PORT ?? '5055';
const buildDir = process.env.BUILD_DIR ?? 'dist';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roofbid-e2e-'));
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `roofbid-e2e-mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const message = {
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      writeFileSync(path.join(mailDir, `${Date.now()}-${received}.json`), JSON.stringify(message));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const child = spawn(process.execPath, [path.join(buildDir, 'server', 'main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
    APP_URL: `http://127.0.0.1:${port}`,
    PGLITE_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_MODE: 'true',
    // As behind one reverse proxy (the browser on loopback stands in for it): the client address
    // is the last X-Forwarded-For entry. Journeys that stand for separate homeowners send their
    // own (tests/e2e/fixtures/client-address.ts), so the per-address rate limits (leads,
    // coupons, sign-ins) count each homeowner apart; requests without the header still count
    // against 127.0.0.1.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  },
});

const cleanUp = () => {
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
