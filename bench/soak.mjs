// `npm run bench:soak`: ten minutes of mixed traffic at a fixed rate on PostgreSQL, as a
// working day brings it: public pages, quote requests (every fourth one paid on the test
// checkout), the homeowner's portal, the contractor's list and bids, the admin's lists and the
// pipeline board. Records errors (target 0), p50/p95/p99 per kind, and the server's resident
// memory every 30 s (target: no more than 10 % above its size at two minutes).
//
// The accounts are made the way people make them: a homeowner pays and sets a password from the
// welcome e-mail, a roofing company applies with its documents, the bench admin approves it and
// its contact accepts the invitation; the e-mails arrive at an SMTP server on loopback that this
// script runs. Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
// postgres); a database is created for the run and dropped after. BENCH_DURATION (seconds,
// default 600) and BENCH_RATE (requests a second, default 8) change the run. A measurement, not
// a test: it exits 0 when a target is missed.
import os from 'node:os';
import {
  adminUrl,
  benchAdmin,
  benchLead,
  dbUrl,
  ensureBuild,
  machineLine,
  median,
  passFail,
  percentile,
  rssMb,
  signIn,
  startApp,
  stopApp,
  waitReady,
  withClient,
  writeReadmeSection,
} from './lib.mjs';
import { cleanUp, nextAddress, smtpCapture } from './outage-kit.mjs';

const PORT = 5087;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 600);
const RATE = Number(process.env.BENCH_RATE ?? 8);
const RSS_EVERY_MS = 30_000;
const WARM_UP_MS = 120_000;
const TARGETS = { errors: 0, rssGrowth: 0.1 };
const loadAtStart = os.loadavg()[0];
const base = `http://127.0.0.1:${PORT}`;

// ---- e-mail: the kit's SMTP server on loopback, read by recipient ----

async function linkFor(mailbox, address, pattern) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const text of mailbox.mail.get(address) ?? []) {
      const match = pattern.exec(text);
      if (match) return match[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail with ${pattern} reached ${address}`);
}

// ---- requests: each from its own client address (the app sits behind one proxy hop) ----

async function call(method, url, { cookie, json, form, headers = {} } = {}) {
  const init = {
    method,
    redirect: 'manual',
    headers: { 'x-forwarded-for': nextAddress(), ...headers, ...(cookie ? { cookie } : {}) },
    signal: AbortSignal.timeout(30_000),
  };
  if (json !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(json);
  } else if (form !== undefined) {
    init.body = form;
  }
  const res = await fetch(`${base}${url}`, init);
  const text = await res.text();
  return { status: res.status, text, headers: res.headers };
}

const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

function expectStatus(res, ok, what) {
  if (!ok.includes(res.status)) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
  return res.text ? JSON.parse(res.text.startsWith('<') ? '{}' : res.text) : {};
}

/** A quote request, and when `pay` its payment on the test checkout: the order's auction. */
async function quoteRequest(pay, email = benchLead().email) {
  const lead = expectStatus(
    await call('POST', '/api/contact', { json: { ...benchLead(), email } }),
    [201],
    'quote request',
  );
  if (!pay) return undefined;
  const session = expectStatus(
    await call('POST', '/api/create-checkout-session', { json: { contactSubmissionId: lead.id } }),
    [200],
    'checkout',
  );
  const paid = await call('POST', `/test-checkout/${session.sessionId}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    form: new URLSearchParams({
      action: 'pay',
      card: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      cardholder: 'Bench Homeowner',
    }).toString(),
  });
  if (paid.status !== 303 && paid.status !== 302) {
    throw new Error(`payment: ${paid.status} ${paid.text.slice(0, 200)}`);
  }
  return lead.id;
}

// ---- the people: a homeowner with a password, a vetted contractor, the admin ----

async function homeowner(mailbox) {
  const email = `soak-owner-${Date.now()}@example.com`;
  await quoteRequest(true, email);
  const token = await linkFor(mailbox, email, /\/setup-password\?setup=([\w-]+)/);
  const password = 'soak owner password 2026';
  const set = await call('POST', '/api/setup-password', { json: { token, email, password } });
  expectStatus(set, [200], 'set password');
  const login = await call('POST', '/api/customer/login', { json: { email, password } });
  expectStatus(login, [200], 'customer sign-in');
  return cookieOf(login);
}

const pdf = new Blob(
  [
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ],
  { type: 'application/pdf' },
);

async function vettedContractor(mailbox, admin) {
  const email = `soak-roofer-${Date.now()}@example.com`;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    companyName: 'Soak Test Roofing',
    contactName: 'Robin Soak',
    phone: '403-555-0144',
    email,
    serviceArea: 'AB',
    yearsInBusiness: '21',
    licenceNumber: `AB-SOAK-${Date.now()}`,
    licenceExpiresOn: '2099-12-31',
    insuredAmount: '2,000,000',
    insuranceExpiresOn: '2099-12-31',
    bonded: 'true',
  })) {
    form.append(name, value);
  }
  form.append('licence', pdf, 'licence.pdf');
  form.append('insurance', pdf, 'insurance.pdf');
  const applied = expectStatus(
    await call('POST', '/api/contractor-applications', { form }),
    [201],
    'application',
  );
  expectStatus(
    await call('POST', `/api/admin/contractor-applications/${applied.id}/approve`, {
      cookie: admin,
    }),
    [200],
    'approval',
  );
  const token = await linkFor(mailbox, email, /\/staff-invite\?token=([\w-]+)/);
  const accepted = await call('POST', '/api/staff/accept-invite', {
    json: { token, password: 'soak roofer password 2026' },
  });
  expectStatus(accepted, [200], 'accept invitation');
  return cookieOf(accepted);
}

const bid = (amount) => ({
  amount,
  tearOffLayers: '2',
  underlayment: 'synthetic',
  ventilation: 'ridge-vent',
  materialLine: 'GAF Timberline HDZ',
  workmanshipWarrantyYears: '10',
  manufacturerWarrantyYears: '50',
  earliestStartDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
  durationDays: '3',
  notes: 'Includes haul-away and new drip edge.',
});

// ---- the mix ----

const counts = { quotes: 0, paid: 0, bids: 0 };

function kinds({ owner, roofer, admin }) {
  const page = (url) => async () => {
    const res = await call('GET', url);
    if (res.status !== 200 || !res.text.includes('id="root"')) {
      throw new Error(`${url}: ${res.status}`);
    }
  };
  const pages = ['/', '/get-quote', '/services', '/faq', '/reviews'].map(page);
  return [
    { kind: 'public page', weight: 30, run: () => pages[Math.floor(Math.random() * 5)]() },
    {
      kind: 'quote request',
      weight: 12,
      run: async () => {
        counts.quotes += 1;
        const pay = counts.quotes % 4 === 0;
        await quoteRequest(pay);
        if (pay) counts.paid += 1;
      },
    },
    {
      kind: 'portal read',
      weight: 14,
      run: async () => {
        const list = expectStatus(
          await call('GET', '/api/customer/auctions', { cookie: owner }),
          [200],
          'portal',
        );
        const first = list.data?.[0];
        if (first) {
          expectStatus(
            await call('GET', `/api/customer/auctions/${first.id}`, { cookie: owner }),
            [200],
            'portal auction',
          );
        }
      },
    },
    {
      kind: 'contractor list and bid',
      weight: 16,
      run: async () => {
        const list = expectStatus(
          await call('GET', '/api/contractor/auctions', { cookie: roofer }),
          [200],
          'contractor list',
        );
        const open = (list.data ?? []).find((a) => !a.myBid && a.open);
        if (open) {
          // 409 when two ticks raced for the same auction: the contractor's second bid.
          const placed = await call('POST', `/api/contractor/auctions/${open.id}/bids`, {
            cookie: roofer,
            json: bid(String(12_000 + (counts.bids % 50) * 100)),
          });
          expectStatus(placed, [201, 409], 'bid');
          if (placed.status === 201) counts.bids += 1;
        }
      },
    },
    {
      kind: 'admin list',
      weight: 14,
      run: async () => {
        const url =
          Math.random() < 0.5
            ? '/api/admin/orders?page=1'
            : '/api/admin/contact-submissions?page=1';
        expectStatus(await call('GET', url, { cookie: admin }), [200], url);
      },
    },
    {
      kind: 'pipeline board',
      weight: 14,
      run: async () => {
        expectStatus(
          await call('GET', '/api/lead-pipeline', { cookie: admin }),
          [200],
          'pipeline board',
        );
      },
    },
  ];
}

function pick(mix) {
  const total = mix.reduce((sum, k) => sum + k.weight, 0);
  let r = Math.random() * total;
  for (const k of mix) {
    r -= k.weight;
    if (r < 0) return k;
  }
  return mix.at(-1);
}

async function soak(app, people) {
  const mix = kinds(people);
  const results = new Map(mix.map((k) => [k.kind, { times: [], errors: [] }]));
  const rss = [];
  const started = Date.now();
  const end = started + DURATION_S * 1000;
  const inFlight = new Set();
  const sampler = setInterval(
    () => rss.push({ s: Math.round((Date.now() - started) / 1000), mb: rssMb(app.pid) }),
    RSS_EVERY_MS,
  );
  rss.push({ s: 0, mb: rssMb(app.pid) });
  let sent = 0;
  // A fixed rate: the n-th request leaves at start + n / RATE, whatever the answers take.
  while (Date.now() < end) {
    const due = started + (sent * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sent += 1;
    const k = pick(mix);
    const t0 = performance.now();
    const task = k
      .run()
      .then(
        () => results.get(k.kind).times.push(performance.now() - t0),
        (error) => results.get(k.kind).errors.push(String(error.message ?? error).slice(0, 200)),
      )
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  }
  await Promise.all(inFlight);
  clearInterval(sampler);
  rss.push({ s: Math.round((Date.now() - started) / 1000), mb: rssMb(app.pid) });
  return { results, rss, sent };
}

async function main() {
  ensureBuild();
  const name = `roofbid_bench_soak_${Math.random().toString(16).slice(2, 10)}`;
  const databaseUrl = dbUrl(name);
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const mailbox = await smtpCapture();
  let app;
  try {
    app = startApp(PORT, {
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      SMTP_URL: mailbox.url,
      TRUST_PROXY: '1',
      TEST_CHECKOUT_ENABLED: 'true',
    });
    await waitReady(PORT, app);
    const admin = await signIn(PORT, benchAdmin);
    const people = {
      admin,
      owner: await homeowner(mailbox),
      roofer: await vettedContractor(mailbox, admin),
    };
    console.log(`Soaking for ${DURATION_S} s at ${RATE} requests a second...`);
    const { results, rss, sent } = await soak(app, people);
    report(results, rss, sent);
  } finally {
    if (app) await stopApp(app);
    await cleanUp();
    await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

function report(results, rss, sent) {
  const rows = [];
  let errors = 0;
  const examples = [];
  for (const [kind, { times, errors: failed }] of results) {
    const sorted = [...times].sort((a, b) => a - b);
    errors += failed.length;
    examples.push(...failed.slice(0, 3).map((e) => `${kind}: ${e}`));
    const ms = (p) => (sorted.length ? percentile(sorted, p).toFixed(0) : '-');
    rows.push(
      `| ${kind} | ${times.length + failed.length} | ${failed.length} | ${ms(50)} | ${ms(95)} | ${ms(99)} |`,
    );
  }
  // A single sample can land just after a garbage collection: levels are medians, the start
  // one of the samples in minutes 2 to 4, the end one of the last two minutes'.
  const level = (from, to) =>
    median(rss.filter((r) => r.s * 1000 >= from && r.s * 1000 <= to).map((r) => r.mb));
  const durationMs = DURATION_S * 1000;
  if (durationMs < 2 * WARM_UP_MS) throw new Error('the run is too short to read memory growth');
  const atWarmUp = level(WARM_UP_MS, 2 * WARM_UP_MS);
  const atEnd = level(durationMs - WARM_UP_MS, durationMs + RSS_EVERY_MS);
  const laterMax = Math.max(...rss.filter((r) => r.s * 1000 >= WARM_UP_MS).map((r) => r.mb));
  const growth = atEnd / atWarmUp - 1;
  const body = `
### Soak: ${(DURATION_S / 60).toFixed(0)} minutes of mixed traffic (\`npm run bench:soak\`)

${machineLine(loadAtStart)}. ${sent} requests at ${RATE} a second on PostgreSQL (the production
build, one instance), each from its own client address behind one proxy hop; every fourth quote
request is paid on the test checkout, which publishes an auction the contractor then bids on
(${counts.quotes} quote requests, ${counts.paid} paid, ${counts.bids} bids placed).

| kind | requests | errors | p50 ms | p95 ms | p99 ms |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Errors: **${errors}** (target ${TARGETS.errors}): ${passFail(errors <= TARGETS.errors)}.${examples.length ? ` First ones: ${examples.map((e) => `\`${e}\``).join('; ')}.` : ''}

Resident memory, MB, every 30 s: ${rss.map((r) => `${r.s}s ${r.mb.toFixed(0)}`).join(', ')}.
Level in the last two minutes (median): ${atEnd.toFixed(0)} MB, ${(growth * 100).toFixed(1)} % above the
${atWarmUp.toFixed(0)} MB of minutes 2 to 4 (target ≤ ${TARGETS.rssGrowth * 100} %): ${passFail(growth <= TARGETS.rssGrowth)}. Highest
sample after the first two minutes: ${laterMax.toFixed(0)} MB.
`;
  console.log(body);
  writeReadmeSection('soak', body);
}

await main();
