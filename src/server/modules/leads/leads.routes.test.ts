import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, dropdownOptions } from '../../db/schema/content.ts';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import { leadForm } from '../../test-support/fixtures.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

appTestFile();

const post = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/contact', payload, headers });
const storedLeads = async () =>
  (await database.db.select({ n: count() }).from(contactSubmissions))[0]!.n;

describe('POST /api/contact', () => {
  it('stores the lead at the server price, ignoring the price the browser sent', async () => {
    const res = await post(leadForm({ finalPrice: '0.01' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ finalPrice: '99.99', finalPriceCents: 9999, currency: 'CAD' });
    const [lead] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, body.id));
    expect(lead).toMatchObject({
      email: 'jane.homeowner@example.com',
      postalCode: 'T2P 1J9',
      finalPriceCents: 9999,
      leadStatus: 'new',
      budget: '10k-20k',
    });
  });

  // Issue #22 item 6: a postal code typed without its space is kept as Canada Post writes it.
  it('stores a postal code with its space, however it was typed', async () => {
    const res = await post(leadForm({ postalCode: 't3h5l2' }));
    expect(res.statusCode, res.body).toBe(201);
    const [lead] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, res.json().id));
    expect(lead?.postalCode).toBe('T3H 5L2');
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: '   ' }, 'Name is required'],
    ['name', { name: undefined }, 'Name is required'],
    ['phone', { phone: '555-1234' }, 'Valid phone number is required'],
    ['phone', { phone: 'call me maybe!' }, 'Valid phone number is required'],
    // Issue #21 item 8: a formula a ";"-splitting spreadsheet would run from the CSV export.
    ['phone', { phone: ";=cmd|'/C calc 4035550100'!A0;" }, 'Valid phone number is required'],
    ['phone', { phone: '403-555-0101 =1+1' }, 'Valid phone number is required'],
    ['email', { email: 'jane@' }, 'Valid email is required'],
    ['email', { email: undefined }, 'Valid email is required'],
    ['address', { address: '' }, 'Address is required'],
    ['date', { date: '' }, 'Date is required'],
    ['date', { date: '2026-02-30' }, 'Enter a valid date'],
    ['country', { country: '' }, 'Country is required'],
    ['province', { province: '' }, 'Province/State is required'],
    ['postalCode', { postalCode: 't2' }, 'Valid postal/zip code is required'],
    [
      'postalCode',
      { postalCode: 'T2P 1J9 12345' },
      'Postal/zip code must be at most 10 characters',
    ],
    ['finalPrice', { finalPrice: '' }, 'Price is required'],
    ['budget', { budget: '' }, 'Budget is required'],
    ['projectCompletionDate', { projectCompletionDate: 'next spring' }, 'Enter a valid date'],
  ])('refuses a bad %s with its message and stores nothing', async (field, override, message) => {
    const res = await post(leadForm(override as object));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await storedLeads()).toBe(0);
  });

  it('checks options against the dropdown list and the region against the country', async () => {
    await database.db
      .update(dropdownOptions)
      .set({ isActive: false })
      .where(eq(dropdownOptions.value, 'slate'));
    const res = await post(
      leadForm({
        roofMaterial: 'slate',
        projectType: 'spaceship',
        country: 'Canada',
        province: 'Texas',
      }),
    );
    expectFieldErrors(res, {
      roofMaterial: 'Choose an option from the list',
      projectType: 'Choose an option from the list',
      province: 'Choose a province or state from the list',
    });
    const unknownCountry = await post(leadForm({ country: 'Atlantis' }));
    expect(unknownCountry.json().error.fields).toEqual({
      country: 'Choose a country from the list',
    });
    expect(await storedLeads()).toBe(0);
  });

  it('accepts a free-text region for countries without a list, and optional fields left out', async () => {
    const res = await post({
      ...leadForm({ country: 'Japan', province: 'Hokkaido', postalCode: '060-0001' }),
      projectType: undefined,
      roofMaterial: undefined,
      propertyType: undefined,
      roofAge: undefined,
      urgency: undefined,
      message: '',
    });
    expect(res.statusCode).toBe(201);
  });

  it('stores an admin-form budget spelling as the canonical value', async () => {
    const res = await post(leadForm({ budget: '10000-20000', urgency: 'flexible' }));
    const [lead] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, res.json().id));
    expect(lead).toMatchObject({ budget: '10k-20k', urgency: 'planning-ahead' });
  });

  it.each([
    ['WELCOME10', 8999],
    ['save20', 7999],
    ['FIRST50', 4999],
    ['super80', 1999],
  ])('prices coupon %s on the server', async (code, cents) => {
    const res = await post(leadForm({ couponCode: code }));
    expect(res.json().finalPriceCents).toBe(cents);
    const [lead] = await database.db.select().from(contactSubmissions);
    expect(lead?.couponCode).toBe(code.toUpperCase());
  });

  it('refuses an invalid coupon with its message', async () => {
    await database.db.update(coupons).set({ isActive: false }).where(eq(coupons.code, 'SAVE20'));
    const res = await post(leadForm({ couponCode: 'SAVE20' }));
    expectFieldErrors(res, { couponCode: 'This coupon is no longer active.' });
    expect(await storedLeads()).toBe(0);
  });

  it('returns the same lead for a retried request with the same Idempotency-Key', async () => {
    const key = 'f3b1c2d4-0000-4000-8000-000000000001';
    const [first, second] = await Promise.all([
      post(leadForm(), { 'idempotency-key': key }),
      post(leadForm(), { 'idempotency-key': key }),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await storedLeads()).toBe(1);
    expect((await post(leadForm(), { 'idempotency-key': 'bad key!' })).statusCode).toBe(400);
  });

  it('refuses a body that is not an object', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('one visit of the form, one lead (issue 9, item 10)', () => {
  const visitKey = 'b7e0a1c2-5d4f-4e3a-9b8c-0d1e2f3a4b5c';
  const leadRow = async (id: string) =>
    (await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0]!;

  it("Back to Form and Continue again update the visit's unpaid lead, price and coupon", async () => {
    const first = await post(leadForm(), { 'idempotency-key': visitKey });
    expect(first.statusCode).toBe(201);
    const { id } = first.json();
    const submittedAt = (await leadRow(id)).submittedAt;

    const changed = await post(
      leadForm({ address: '9 Changed Ave, Calgary', couponCode: 'first50' }),
      {
        'idempotency-key': visitKey,
      },
    );
    expect(changed.statusCode).toBe(201);
    expect(changed.json()).toMatchObject({ id, finalPriceCents: 4999, finalPrice: '49.99' });
    expect(await storedLeads()).toBe(1);
    expect(await leadRow(id)).toMatchObject({
      address: '9 Changed Ave, Calgary',
      couponCode: 'FIRST50',
      finalPriceCents: 4999,
      submittedAt,
    });

    // Emptying the coupon goes back to the base price.
    const again = await post(leadForm({ couponCode: '' }), { 'idempotency-key': visitKey });
    expect(again.json()).toMatchObject({ id, finalPriceCents: 9999 });
    expect(await leadRow(id)).toMatchObject({ couponCode: null, finalPriceCents: 9999 });
  });

  it('never changes a paid lead', async () => {
    const { id } = (await post(leadForm(), { 'idempotency-key': visitKey })).json();
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { contactSubmissionId: id },
    });
    const paid = await app.inject({
      method: 'POST',
      url: `/test-checkout/${checkout.json().sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&card=4242424242424242&expiry=12%2F34&cvc=123&cardholder=Jane',
    });
    expect(paid.statusCode).toBe(303);

    const res = await post(leadForm({ couponCode: 'SUPER80', address: 'Elsewhere' }), {
      'idempotency-key': visitKey,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This quote request has already been paid. Reload the page to send a new one.',
    );
    expect(await leadRow(id)).toMatchObject({ finalPriceCents: 9999, couponCode: null });
    expect((await leadRow(id)).address).toBe('123 Elbow Dr SW, Calgary');
  });

  it('keys are long and random, kept only as a hash; another visit makes its own lead', async () => {
    const guessable = await post(leadForm(), { 'idempotency-key': 'abcdefgh12' });
    expect(guessable.statusCode).toBe(400);
    expect(await storedLeads()).toBe(0);

    const { id } = (await post(leadForm(), { 'idempotency-key': visitKey })).json();
    const stored = (await leadRow(id)).idempotencyKey;
    expect(stored).not.toContain(visitKey);
    expect(stored).toBe(createHash('sha256').update(visitKey).digest('hex'));

    const otherVisit = 'c8f1b2d3-6e5a-4f4b-8c9d-1e2f3a4b5c6d';
    const other = await post(leadForm({ name: 'Someone Else' }), { 'idempotency-key': otherVisit });
    expect(other.json().id).not.toBe(id);
    expect((await leadRow(id)).name).toBe('Jane Homeowner');
    expect(await storedLeads()).toBe(2);
  });
});

describe('GET /api/dropdown-options', () => {
  it('serves the active options of every category', async () => {
    const { data } = (await app.inject({ method: 'GET', url: '/api/dropdown-options' })).json();
    const categories = new Set(data.map((o: { category: string }) => o.category));
    expect(categories).toEqual(
      new Set(['projectType', 'roofMaterial', 'propertyType', 'roofAge', 'urgency', 'budget']),
    );
  });
});
