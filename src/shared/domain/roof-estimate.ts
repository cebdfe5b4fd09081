import { canadianProvinceCodes, regionCode } from '../constants/countries.ts';
import { codesOf } from '../constants/labelled-codes.ts';

/**
 * The instant estimate on /get-quote (issue #12): a typical price range for a roof from a cost
 * table per material, a pitch factor and a regional factor. Admins edit the table in settings;
 * these are the defaults. It is a guide shown to the homeowner, never a bid or a price.
 */
export const estimateMaterials = ['asphalt', 'metal', 'wood', 'tile', 'slate', 'flat'] as const;
export type EstimateMaterial = (typeof estimateMaterials)[number];

/**
 * Rise over a 12-inch run; the factor turns a house footprint into the roof's surface. The keys
 * avoid "/" because they are also field names in the admin form and its error paths.
 */
export const roofPitchLabels = {
  flat: 'Flat',
  '4-12': '4/12 (low slope)',
  '6-12': '6/12 (standard)',
  '8-12': '8/12',
  '10-12': '10/12 (steep)',
  '12-12': '12/12 (very steep)',
};
export const roofPitches = codesOf(roofPitchLabels);
export type RoofPitch = (typeof roofPitches)[number];

export const MIN_SQ_FT = 100;
export const MAX_SQ_FT = 100_000;

/**
 * What a size field holds ("1,800", "1 800") as whole sq ft: undefined when blank, NaN when it
 * is not a number of digits. The lead schema reads the field with it, and the form's instant
 * estimate too, without loading the schema.
 */
export function sqFtFromText(value: string): number | undefined {
  const digits = value.trim().replace(/[, ]/g, '');
  if (digits === '') return undefined;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** A size in the range the lead schema accepts. */
export const isValidSqFt = (value: number) =>
  Number.isInteger(value) && value >= MIN_SQ_FT && value <= MAX_SQ_FT;

export const estimateProvinceCodes = Object.values(canadianProvinceCodes);

export type MaterialCost = { lowCentsPerSqFt: number; highCentsPerSqFt: number };

export type EstimateTable = {
  materials: Record<EstimateMaterial, MaterialCost>;
  pitchFactors: Record<RoofPitch, number>;
  /** Province code -> factor; a region not listed costs like Alberta (1.0). */
  regionalFactors: Record<string, number>;
  /** Where the figures come from, shown under the range. */
  source: string;
};

const cost = (low: number, high: number): MaterialCost => ({
  lowCentsPerSqFt: low,
  highCentsPerSqFt: high,
});

export const defaultEstimateTable: EstimateTable = {
  // Installed cost per sq ft of roof, tear-off included, Canada 2026.
  materials: {
    asphalt: cost(450, 750),
    metal: cost(900, 1600),
    wood: cost(800, 1400),
    tile: cost(1200, 2200),
    slate: cost(1800, 3500),
    flat: cost(700, 1300),
  },
  pitchFactors: {
    flat: 1,
    '4-12': 1.054,
    '6-12': 1.118,
    '8-12': 1.202,
    '10-12': 1.302,
    '12-12': 1.414,
  },
  // Labour and access costs relative to Alberta: higher on the coast, in Toronto's market and in
  // the territories (materials travel far), a little lower on the Prairies and in the Maritimes.
  regionalFactors: {
    AB: 1,
    BC: 1.15,
    MB: 0.95,
    NB: 0.95,
    NL: 1.05,
    NT: 1.35,
    NS: 1,
    NU: 1.6,
    ON: 1.1,
    PE: 0.95,
    QC: 1.05,
    SK: 0.95,
    YT: 1.3,
  },
  source:
    'Typical installed prices quoted by Canadian roofers in 2026, tear-off included; your bids may differ.',
};

/** The quote form's roof material values (and the table's own names) -> the table's material. */
const materialOfFormValue: Record<string, EstimateMaterial> = {
  asphalt: 'asphalt',
  metal: 'metal',
  wood: 'wood',
  tile: 'tile',
  slate: 'slate',
  rubber: 'flat',
  epdm: 'flat',
  flat: 'flat',
};

/** The cost table's material for a quote-form value; undefined for "Not sure" and unknown ones. */
export function estimateMaterialOf(value: string | null | undefined): EstimateMaterial | undefined {
  return value ? materialOfFormValue[value.trim().toLowerCase()] : undefined;
}

export const isRoofPitch = (value: unknown): value is RoofPitch =>
  typeof value === 'string' && (roofPitches as readonly string[]).includes(value);

export type EstimateInput = {
  /** The quote form's roof material value (e.g. 'asphalt', 'rubber'). */
  material: string | null | undefined;
  /** The roof's surface as measured; when given, the pitch is already in it. */
  roofAreaSqFt?: number | null;
  /** The house footprint; needs a pitch to become a roof area. */
  footprintSqFt?: number | null;
  pitch?: string | null;
  /** A province code ('BC') or name ('British Columbia'). */
  region?: string | null;
};

export type EstimateRange = { lowCents: number; highCents: number };

const HUNDRED_DOLLARS = 10_000;

const positive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The roof's surface in sq ft, or undefined when the homeowner has not given enough. */
export function roofAreaSqFt(input: EstimateInput, table: EstimateTable): number | undefined {
  if (positive(input.roofAreaSqFt)) return input.roofAreaSqFt;
  if (positive(input.footprintSqFt) && isRoofPitch(input.pitch)) {
    return input.footprintSqFt * table.pitchFactors[input.pitch];
  }
  return undefined;
}

/** Cents to the nearest $100 (half up), never below $100 so a range never reads "$0". */
function toHundredDollars(cents: number) {
  // toFixed drops floating-point noise (e.g. 49.99999999 hundreds) before rounding.
  const hundreds = Math.round(Number((cents / HUNDRED_DOLLARS).toFixed(6)));
  return Math.max(1, hundreds) * HUNDRED_DOLLARS;
}

/**
 * The typical cost range for the roof described, or null when the material is unknown ("Not
 * sure") or there is no area (neither a roof area nor a footprint with a pitch).
 */
export function estimateRange(input: EstimateInput, table: EstimateTable): EstimateRange | null {
  const material = estimateMaterialOf(input.material);
  const area = roofAreaSqFt(input, table);
  if (!material || area === undefined) return null;
  const code = regionCode(input.region);
  const regional = (code && table.regionalFactors[code]) || 1;
  const { lowCentsPerSqFt, highCentsPerSqFt } = table.materials[material];
  return {
    lowCents: toHundredDollars(area * lowCentsPerSqFt * regional),
    highCents: toHundredDollars(area * highCentsPerSqFt * regional),
  };
}

/** "$12,300-$20,500": whole dollars, the way the range is shown everywhere. */
export function formatEstimateRange(range: EstimateRange, currency = 'CAD') {
  const dollars = new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  return `${dollars.format(range.lowCents / 100)}-${dollars.format(range.highCents / 100)}`;
}

/** Where a bid falls against the typical range (the owner's bid comparison). */
export const rangePositionLabels = {
  below: 'Below typical range',
  within: 'Within typical range',
  above: 'Above typical range',
};
export const rangePositions = codesOf(rangePositionLabels);
export type RangePosition = (typeof rangePositions)[number];

/** The range's ends count as within it. */
export function rangePosition(amountCents: number, range: EstimateRange): RangePosition {
  if (amountCents < range.lowCents) return 'below';
  if (amountCents > range.highCents) return 'above';
  return 'within';
}

/**
 * The roof's size as the owner gave it, for contractors bidding on it: "Roof area 2,400 sq ft",
 * or "House footprint 1,600 sq ft, pitch 6/12 (standard)"; null when the request gave none.
 */
export function roofSizeText(roof: {
  roofAreaSqFt: number | null;
  footprintSqFt: number | null;
  pitch: string | null;
}): string | null {
  const sqFt = (n: number) => `${n.toLocaleString('en-CA')} sq ft`;
  if (roof.roofAreaSqFt !== null) return `Roof area ${sqFt(roof.roofAreaSqFt)}`;
  if (roof.footprintSqFt === null) return null;
  const pitch =
    roof.pitch && roof.pitch in roofPitchLabels
      ? `, pitch ${roofPitchLabels[roof.pitch as RoofPitch]}`
      : '';
  return `House footprint ${sqFt(roof.footprintSqFt)}${pitch}`;
}
