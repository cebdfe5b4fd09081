import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../db/schema/leads.ts';
import { leadForm } from '../../test-support/fixtures.ts';
import { app, appTestFile, database } from '../../test-support/app-test-file.ts';

// The optional roof size on POST /api/contact (issue #12, the instant estimate).

appTestFile();

const post = (payload: object) => app.inject({ method: 'POST', url: '/api/contact', payload });
const storedLeads = async () =>
  (await database.db.select({ n: count() }).from(contactSubmissions))[0]!.n;
const storedSize = async (id: string) => {
  const [row] = await database.db
    .select({
      roofAreaSqFt: contactSubmissions.roofAreaSqFt,
      footprintSqFt: contactSubmissions.footprintSqFt,
      roofPitch: contactSubmissions.roofPitch,
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id));
  return row;
};

const AREA_MESSAGE = 'Enter the roof area in whole sq ft, from 100 to 100,000';
const FOOTPRINT_MESSAGE = 'Enter the house footprint in whole sq ft, from 100 to 100,000';
const PITCH_MESSAGE = 'Choose a roof pitch from the list';

describe('POST /api/contact: roof size', () => {
  it('is optional: a form without it, or with blank fields, stores no size', async () => {
    const without = await post(leadForm());
    expect(without.statusCode).toBe(201);
    expect(await storedSize(without.json().id)).toEqual({
      roofAreaSqFt: null,
      footprintSqFt: null,
      roofPitch: null,
    });

    const blank = await post(
      leadForm({ roofAreaSqFt: ' ', footprintSqFt: '', roofPitch: '', email: 'b@example.com' }),
    );
    expect(blank.statusCode).toBe(201);
    expect(await storedSize(blank.json().id)).toEqual({
      roofAreaSqFt: null,
      footprintSqFt: null,
      roofPitch: null,
    });
    const nulls = await post(
      leadForm({ roofAreaSqFt: null, roofPitch: null, email: 'n@example.com' }),
    );
    expect(nulls.statusCode).toBe(201);
  });

  it('stores the roof area, or the footprint with its pitch, as typed in the form or as numbers', async () => {
    const area = await post(leadForm({ roofAreaSqFt: '1,850' }));
    expect(area.statusCode).toBe(201);
    expect(await storedSize(area.json().id)).toEqual({
      roofAreaSqFt: 1850,
      footprintSqFt: null,
      roofPitch: null,
    });

    const footprint = await post(
      leadForm({ footprintSqFt: 1400, roofPitch: '8-12', email: 'f@example.com' }),
    );
    expect(footprint.statusCode).toBe(201);
    expect(await storedSize(footprint.json().id)).toEqual({
      roofAreaSqFt: null,
      footprintSqFt: 1400,
      roofPitch: '8-12',
    });

    // The bounds themselves are accepted.
    const edges = await post(
      leadForm({
        roofAreaSqFt: '100',
        footprintSqFt: '100 000',
        roofPitch: 'flat',
        email: 'e@example.com',
      }),
    );
    expect(edges.statusCode).toBe(201);
    expect(await storedSize(edges.json().id)).toEqual({
      roofAreaSqFt: 100,
      footprintSqFt: 100_000,
      roofPitch: 'flat',
    });
  });

  it.each([
    ['roofAreaSqFt', { roofAreaSqFt: '99' }, AREA_MESSAGE],
    ['roofAreaSqFt', { roofAreaSqFt: 100_001 }, AREA_MESSAGE],
    ['roofAreaSqFt', { roofAreaSqFt: '0' }, AREA_MESSAGE],
    ['roofAreaSqFt', { roofAreaSqFt: -1500 }, AREA_MESSAGE],
    ['roofAreaSqFt', { roofAreaSqFt: '1500.5' }, AREA_MESSAGE],
    ['roofAreaSqFt', { roofAreaSqFt: 1500.5 }, AREA_MESSAGE],
    ['roofAreaSqFt', { roofAreaSqFt: 'big' }, AREA_MESSAGE],
    ['roofAreaSqFt', { roofAreaSqFt: '1e4' }, AREA_MESSAGE],
    ['roofAreaSqFt', { roofAreaSqFt: '15\u000000' }, AREA_MESSAGE],
    ['roofAreaSqFt', { roofAreaSqFt: '1500\u001b' }, AREA_MESSAGE],
    ['roofAreaSqFt', { roofAreaSqFt: true }, AREA_MESSAGE],
    ['roofAreaSqFt', { roofAreaSqFt: '9'.repeat(400) }, AREA_MESSAGE],
    ['footprintSqFt', { footprintSqFt: '50' }, FOOTPRINT_MESSAGE],
    ['footprintSqFt', { footprintSqFt: [1200] }, FOOTPRINT_MESSAGE],
    ['roofPitch', { roofPitch: '6/12' }, PITCH_MESSAGE],
    ['roofPitch', { roofPitch: 'steep' }, PITCH_MESSAGE],
    ['roofPitch', { roofPitch: '6-12\u0000' }, PITCH_MESSAGE],
    ['roofPitch', { roofPitch: 612 }, PITCH_MESSAGE],
  ])('refuses a bad %s with its message and stores nothing', async (field, override, message) => {
    const res = await post(leadForm(override as object));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [field]: message },
    });
    expect(await storedLeads()).toBe(0);
  });

  it('a resubmit of the same visit updates the size with the other answers', async () => {
    const key = 'roof-size-visit-0123456789abcdef0123456789';
    const send = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: { 'idempotency-key': key },
      });
    const first = await send(leadForm({ roofAreaSqFt: '2000' }));
    expect(first.statusCode).toBe(201);
    const again = await send(leadForm({ footprintSqFt: '1500', roofPitch: '6-12' }));
    expect(again.json().id).toBe(first.json().id);
    expect(await storedSize(first.json().id)).toEqual({
      roofAreaSqFt: null,
      footprintSqFt: 1500,
      roofPitch: '6-12',
    });
  });
});
