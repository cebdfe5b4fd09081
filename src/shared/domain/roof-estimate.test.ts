import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../constants/options.ts';
import { leadInput } from '../schemas/lead.ts';
import {
  defaultEstimateTable as table,
  estimateMaterialOf,
  estimateRange,
  type EstimateInput,
  isValidSqFt,
  sqFtFromText,
} from './roof-estimate.ts';

const dollars = (low: number, high: number) => ({ lowCents: low * 100, highCents: high * 100 });

describe('estimateRange', () => {
  // Figures worked out by hand from the default table (Alberta unless a region is named).
  type Expected = ReturnType<typeof dollars> | null;
  const asphalt = (more: Partial<EstimateInput>): EstimateInput => ({
    material: 'asphalt',
    ...more,
  });
  // [case, material, roof area or footprint in sq ft, pitch (a footprint's), expected dollars]
  const sized: [string, EstimateInput['material'], number, string | undefined, Expected][] = [
    ['asphalt, 1000 sq ft', 'asphalt', 1000, undefined, dollars(4500, 7500)],
    ['metal, 1000 sq ft', 'metal', 1000, undefined, dollars(9000, 16000)],
    ['wood shakes', 'wood', 1000, undefined, dollars(8000, 14000)],
    ['tile', 'tile', 1000, undefined, dollars(12000, 22000)],
    ['slate', 'slate', 1000, undefined, dollars(18000, 35000)],
    ['rubber (EPDM) is the flat-roof row', 'rubber', 1000, undefined, dollars(7000, 13000)],
    // Footprint x pitch factor: 1000 x 1.118 = 1118 sq ft -> $5,031 / $8,385.
    ['footprint with a 6/12 pitch', 'asphalt', 1000, '6-12', dollars(5000, 8400)],
    ['flat roof: footprint is the area', 'rubber', 1000, 'flat', dollars(7000, 13000)],
    // 2000 x 1.054 = 2108 sq ft -> $18,972 / $33,728.
    ['4/12 pitch', 'metal', 2000, '4-12', dollars(19000, 33700)],
    // 1500 x 1.202 = 1803 sq ft -> $32,454 / $63,105.
    ['8/12 pitch', 'slate', 1500, '8-12', dollars(32500, 63100)],
    // 1000 x 1.302 = 1302 sq ft -> $15,624 / $28,644.
    ['10/12 pitch', 'tile', 1000, '10-12', dollars(15600, 28600)],
    // 1000 x 1.414 = 1414 sq ft -> $6,363 / $10,605.
    ['steep 12/12 pitch', 'asphalt', 1000, '12-12', dollars(6400, 10600)],
    // $4,950 rounds up (half up), $4,945.50 rounds down; $8,250 -> $8,300.
    ['rounding half up to $100', 'asphalt', 1100, undefined, dollars(5000, 8300)],
    ['rounding down below the half', 'asphalt', 1099, undefined, dollars(4900, 8200)],
    ['a tiny roof never reads $0', 'asphalt', 10, undefined, dollars(100, 100)],
    ['a footprint without a pitch', 'asphalt', 1000, '', null],
    ['an unknown pitch', 'asphalt', 1000, '20/12', null],
    ['zero area', 'asphalt', 0, undefined, null],
    ['negative footprint', 'asphalt', -5, '6-12', null],
    ['not a number', 'asphalt', Number.NaN, undefined, null],
    ['material "Not sure"', 'not-sure', 1000, undefined, null],
    ['an unknown material', 'thatch', 1000, undefined, null],
    ['no material', null, 1000, undefined, null],
  ];
  // Cases that are not one size and one material.
  const other: [string, EstimateInput, Expected][] = [
    [
      'a roof area already includes the pitch',
      asphalt({ roofAreaSqFt: 1000, footprintSqFt: 500, pitch: '12-12' }),
      dollars(4500, 7500),
    ],
    // $4,500 x 1.15 = $5,175; $7,500 x 1.15 = $8,625.
    [
      'British Columbia by code',
      asphalt({ roofAreaSqFt: 1000, region: 'BC' }),
      dollars(5200, 8600),
    ],
    [
      'British Columbia by name',
      asphalt({ roofAreaSqFt: 1000, region: 'British Columbia' }),
      dollars(5200, 8600),
    ],
    [
      'a region without a factor costs like Alberta',
      asphalt({ roofAreaSqFt: 1000, region: 'Texas' }),
      dollars(4500, 7500),
    ],
    ['no area given', asphalt({}), null],
  ];
  const cases: [string, EstimateInput, Expected][] = [
    ...sized.map(([name, material, sqFt, pitch, expected]): [string, EstimateInput, Expected] => [
      name,
      // A pitch ('' for none) makes the size a footprint.
      pitch === undefined
        ? { material, roofAreaSqFt: sqFt }
        : { material, footprintSqFt: sqFt, ...(pitch ? { pitch } : {}) },
      expected,
    ]),
    ...other,
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(estimateRange(input, table)).toEqual(expected);
  });

  it('uses the table it is given (admins edit it)', () => {
    const edited = {
      ...table,
      materials: { ...table.materials, asphalt: { lowCentsPerSqFt: 500, highCentsPerSqFt: 500 } },
      regionalFactors: { ...table.regionalFactors, AB: 2 },
    };
    expect(
      estimateRange({ material: 'asphalt', roofAreaSqFt: 1000, region: 'AB' }, edited),
    ).toEqual(dollars(10000, 10000));
  });
});

describe('estimateMaterialOf', () => {
  it('maps every quote-form material but "Not sure" to a row of the cost table', () => {
    for (const { value } of defaultOptions.roofMaterial) {
      const material = estimateMaterialOf(value);
      if (value === 'not-sure') expect(material).toBeUndefined();
      else expect(material && table.materials[material], value).toBeDefined();
    }
  });
});

describe('sqFtFromText and isValidSqFt', () => {
  // The quote form's instant estimate reads a size with these, without loading the lead schema:
  // it must read every field value the way the schema does.
  const read = (text: string) => {
    const value = sqFtFromText(text);
    return value !== undefined && isValidSqFt(value) ? value : undefined;
  };

  it.each([
    ['1800', 1800],
    [' 1,800 ', 1800],
    ['1 800', 1800],
    ['100', 100],
    ['100000', 100_000],
    ['99', undefined],
    ['100001', undefined],
    ['18.5', undefined],
    ['-1800', undefined],
    ['1e3', undefined],
    ['abc', undefined],
    ['', undefined],
    ['   ', undefined],
  ])('reads %j as %j, as the lead schema does', (text, expected) => {
    expect(read(text)).toBe(expected);
    const parsed = leadInput.shape.roofAreaSqFt.safeParse(text);
    expect(parsed.success ? parsed.data : undefined).toBe(expected);
  });

  it('tells blank from not a number', () => {
    expect(sqFtFromText('  ')).toBeUndefined();
    expect(sqFtFromText('12a')).toBeNaN();
  });
});
