import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultEstimateTable, estimateRange } from '#shared/domain/roof-estimate.ts';
import { estimateTableFormValues } from '#shared/schemas/estimate.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { settings } from '../../db/schema/content.ts';
import { createContractor, signedInCustomer, signedInStaff } from '../../test-support/accounts.ts';
import { admin, app, appTestFile, database } from '../../test-support/app-test-file.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';

appTestFile({ admin: true });

const anonymous = (url: string) => app.inject({ method: 'GET', url });

/** The admin form as typed: dollars per sq ft, factors as multipliers. */
function form() {
  return {
    materials: {
      asphalt: { low: '5.00', high: '8.25' },
      metal: { low: '9', high: '16' },
      wood: { low: '8', high: '14' },
      tile: { low: '12', high: '22' },
      slate: { low: '18', high: '35' },
      flat: { low: '7', high: '13' },
    },
    // The shipped factors, but for two the tests can tell apart: a steeper 12/12 and a BC
    // factor typed as text, as the form sends it.
    pitchFactors: { ...defaultEstimateTable.pitchFactors, '12-12': 1.5 },
    regionalFactors: { ...defaultEstimateTable.regionalFactors, BC: '1.2' },
    source: 'Calgary roofers, spring 2026 price survey',
  };
}

describe('GET /api/estimate-table', () => {
  it('serves the default table to anyone, cacheable, when no admin has set it', async () => {
    const res = await anonymous('/api/estimate-table');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual(defaultEstimateTable);
    expect(res.json().materials.asphalt).toEqual({ lowCentsPerSqFt: 450, highCentsPerSqFt: 750 });
  });

  it('falls back to the default for a stored part that does not fit', async () => {
    await database.db.insert(settings).values([
      { key: 'estimate.materials', value: { asphalt: 'cheap' } },
      { key: 'estimate.source', value: 'Our own survey' },
    ]);
    const body = (await anonymous('/api/estimate-table')).json();
    expect(body.materials).toEqual(defaultEstimateTable.materials);
    expect(body.source).toBe('Our own survey');
  });
});

describe('/api/admin/settings/estimate', () => {
  it('reads the defaults; a saved edit is stored as cents, audited and public at once', async () => {
    expect((await admin('GET', '/api/admin/settings/estimate')).json()).toEqual(
      defaultEstimateTable,
    );

    const saved = await admin('PUT', '/api/admin/settings/estimate', form());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().materials.asphalt).toEqual({ lowCentsPerSqFt: 500, highCentsPerSqFt: 825 });
    expect(saved.json().regionalFactors.BC).toBe(1.2);

    const table = (await anonymous('/api/estimate-table')).json();
    expect(table).toEqual(saved.json());
    expect(table.pitchFactors['12-12']).toBe(1.5);
    expect(table.source).toBe('Calgary roofers, spring 2026 price survey');
    // 1000 sq ft footprint x 1.5 = 1500 sq ft x $5.00 / $8.25 x 1.2 (BC) = $9,000 / $14,850.
    expect(
      estimateRange(
        { material: 'asphalt', footprintSqFt: 1000, pitch: '12-12', region: 'BC' },
        table,
      ),
    ).toEqual({ lowCents: 900_000, highCents: 1_490_000 });
    expect((await admin('GET', '/api/admin/settings/estimate')).json()).toEqual(table);

    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'estimate_settings.updated'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'staff', entityType: 'settings' });
  });

  it('round-trips through the admin form: what it shows, saved unchanged, is the same table', async () => {
    const shown = estimateTableFormValues(
      (await admin('GET', '/api/admin/settings/estimate')).json(),
    );
    expect(shown.materials.asphalt).toEqual({ low: '4.50', high: '7.50' });
    expect(shown.pitchFactors['6-12']).toBe('1.118');
    expect(shown.regionalFactors.NU).toBe('1.6');
    const unchanged = await admin('PUT', '/api/admin/settings/estimate', shown);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(defaultEstimateTable);

    // One edit in the form, saved: only that figure changes, and the form shows it back.
    shown.materials.slate.high = '36.25';
    shown.pitchFactors['10-12'] = '1.31';
    const edited = await admin('PUT', '/api/admin/settings/estimate', shown);
    expect(edited.statusCode).toBe(200);
    const after = (await admin('GET', '/api/admin/settings/estimate')).json();
    expect(after).toEqual({
      ...defaultEstimateTable,
      materials: {
        ...defaultEstimateTable.materials,
        slate: { lowCentsPerSqFt: 1800, highCentsPerSqFt: 3625 },
      },
      pitchFactors: { ...defaultEstimateTable.pitchFactors, '10-12': 1.31 },
    });
    expect(estimateTableFormValues(after)).toEqual(shown);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const bad = form();
    bad.materials.asphalt = { low: '9.00', high: '7.50' };
    bad.materials.metal = { low: '0', high: '16' };
    bad.materials.tile = { low: 'twelve', high: '22' };
    bad.pitchFactors['6-12'] = 0.4;
    bad.regionalFactors.BC = '15';
    const res = await admin('PUT', '/api/admin/settings/estimate', bad);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({
      'materials.metal.low': expect.stringContaining('cost per sq ft'),
      'materials.tile.low': expect.stringContaining('cost per sq ft'),
      'pitchFactors.6-12': 'Enter a factor between 0.5 and 3, such as 1.15',
      'regionalFactors.BC': 'Enter a factor between 0.5 and 3, such as 1.15',
    });

    // Low above high (checked once each material's figures are numbers).
    const inverted = form();
    inverted.materials.asphalt = { low: '9.00', high: '7.50' };
    const res2 = await admin('PUT', '/api/admin/settings/estimate', inverted);
    expectFieldErrors(res2, {
      'materials.asphalt.high': 'The high cost must be at least the low cost',
    });

    const { regionalFactors: _missing, ...partial } = form();
    const res3 = await admin('PUT', '/api/admin/settings/estimate', { ...partial, source: ' ' });
    expect(res3.statusCode).toBe(400);
    expect(Object.keys(res3.json().error.fields)).toEqual(
      expect.arrayContaining(['regionalFactors', 'source']),
    );
    const res4 = await admin('PUT', '/api/admin/settings/estimate', {
      ...form(),
      source: 'bad\u0000note',
    });
    expect(res4.statusCode).toBe(400);

    const stored = await database.db
      .select()
      .from(settings)
      .where(like(settings.key, 'estimate.%'));
    expect(stored).toEqual([]);
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'estimate_settings.updated')),
    ).toEqual([]);
    expect((await anonymous('/api/estimate-table')).json()).toEqual(defaultEstimateTable);
  });

  it('is for admins only: sales, contractors, customers and visitors are refused', async () => {
    const { call: sales } = await signedInStaff(app, database, 'sam@roofbid.ca', 'sales');
    const roofer = await createContractor(database, 'Estimate Roofing');
    const { call: contractor } = await signedInStaff(
      app,
      database,
      'roofer@example.com',
      'contractor',
      roofer.id,
    );
    const { call: customer } = await signedInCustomer(app, database, 'casey@example.com');

    for (const [who, expected] of [
      [sales, 403],
      [contractor, 403],
      [customer, 401],
    ] as const) {
      expect((await who('GET', '/api/admin/settings/estimate')).statusCode).toBe(expected);
      expect((await who('PUT', '/api/admin/settings/estimate', form())).statusCode).toBe(expected);
      expect((await who('GET', '/api/estimate-table')).statusCode).toBe(200);
    }
    expect((await anonymous('/api/admin/settings/estimate')).statusCode).toBe(401);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/estimate',
      payload: form(),
    });
    expect(put.statusCode).toBe(401);
    expect(
      await database.db.select().from(settings).where(like(settings.key, 'estimate.%')),
    ).toEqual([]);
  });
});
