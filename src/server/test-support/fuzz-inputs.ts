/**
 * Inputs for the fuzz test (src/server/fuzz.test.ts), read off the routes' own zod schemas: a
 * valid example of each request, the JSON types each field accepts, and the bad values that
 * every field must refuse.
 */

type Def = { type: string; [key: string]: unknown };
type Schema = { _zod: { def: Def }; safeParse(value: unknown): SafeParse };
type SafeParse = { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };

const defOf = (schema: unknown) => (schema as Schema)._zod.def;
const checksOf = (schema: unknown) =>
  ((defOf(schema).checks as Schema[] | undefined) ?? []).map((check) => defOf(check));

/** A zod object (possibly optional or nullable), or undefined for anything else. */
export function objectShape(schema: unknown): Record<string, Schema> | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, Schema>;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(def.type))
    return objectShape(def.innerType);
  if (def.type === 'pipe') return objectShape(def.in);
  return undefined;
}

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';
const allTypes: JsonType[] = ['string', 'number', 'boolean', 'null', 'object', 'array'];

/** The JSON types a field's schema may accept (a coercing or custom schema: all of them). */
export function acceptedTypes(schema: unknown): Set<JsonType> {
  const def = defOf(schema);
  const inner = (key: string) => acceptedTypes(def[key]);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return new Set(['string']);
    case 'number':
    case 'int':
    case 'bigint':
      return def.coerce ? new Set(allTypes) : new Set(['number']);
    case 'boolean':
      return def.coerce ? new Set(allTypes) : new Set(['boolean']);
    case 'enum':
      return typesOf(Object.values(def.entries as object));
    case 'literal':
      return typesOf(def.values as unknown[]);
    case 'null':
      return new Set(['null']);
    case 'nullable':
      return new Set([...inner('innerType'), 'null']);
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'union':
      return new Set((def.options as Schema[]).flatMap((option) => [...acceptedTypes(option)]));
    case 'object':
    case 'record':
      return new Set(['object']);
    case 'array':
    case 'tuple':
      return new Set(['array']);
    default:
      return new Set(allTypes);
  }
}

const typesOf = (values: unknown[]) =>
  new Set(values.map((v): JsonType => (v === null ? 'null' : (typeof v as JsonType))));

export const SOME_UUID = '6f1c3a52-9d4e-4b7a-8c2f-0e5d7b9a1c34';

// Values the generator cannot derive (a refinement decides what is valid): by field name, for
// any route that has such a field. A new route's field that needs one makes the fuzz test name it.
const namedExamples: Record<string, unknown> = {
  phone: '(403) 555-0134',
  postalCode: 'T2P 1J9',
  date: '2026-12-01',
  projectCompletionDate: '2026-12-15',
  projectCompletedDate: '2026-10-01',
  expiresAt: '2026-12-31',
  nextFollowUpAt: '2026-12-01T10:00',
  finalPrice: '99.99',
  totalAmount: '99.99',
  amount: '89.99',
  bidAmount: '12,500',
  invoiceAmount: '12500',
  insuredAmountCents: 100_000_000,
  // The admin's contractor form (src/shared/schemas/admin/contractors.ts).
  insuredAmount: '2000000',
  licenceExpiresOn: '2027-06-30',
  insuranceExpiresOn: '2027-06-30',
  serviceArea: 'T2P, AB',
  listPrice: '199.99',
  launchPrice: '99.99',
  revealFee: '99.99',
  paymentLinkDefault: '89.99',
  selectedLeadId: SOME_UUID,
  token: 'fuzz-token-0123456789',
  setupToken: 'fuzz-token-0123456789',
  // A staff password takes 12 characters and no common one (src/shared/schemas/auth.ts).
  password: 'Fuzz-Example-Passphrase',
  // The contractor portal's structured bid (src/shared/schemas/contractor-bids.ts).
  tearOffLayers: 1,
  workmanshipWarrantyYears: 10,
  manufacturerWarrantyYears: 25,
  earliestStartDate: '2026-12-07',
  durationDays: 3,
  // The quote form's visit (src/shared/schemas/analytics.ts).
  visitId: '0123456789abcdef0123456789abcdef',
};

const stringCandidates = ['Fuzz', 'FUZZ', 'fuzz', 'fuzz-1', '12345', 'Fuzz text'];

function stringExample(def: Def, checks: Def[]) {
  const formats = [def, ...checks].filter((c) => c.check === 'string_format');
  for (const f of formats) {
    if (f.format === 'email') return 'fuzz@example.com';
    if (f.format === 'uuid' || f.format === 'guid') return SOME_UUID;
    if (f.format === 'url') return 'https://example.com/fuzz';
  }
  const prefix = (formats.find((f) => f.format === 'starts_with')?.prefix as string) ?? '';
  const min = Math.max(
    0,
    ...checks.filter((c) => c.check === 'min_length').map((c) => Number(c.minimum)),
  );
  const patterns = formats.filter((f) => f.format === 'regex').map((f) => f.pattern as RegExp);
  const fits = (text: string) => patterns.every((p) => p.test(text));
  const base = stringCandidates.map((c) => prefix + c).find(fits) ?? prefix + 'fuzz';
  return base.length >= min ? base : base + base.at(-1)!.repeat(min - base.length);
}

function numberExample(checks: Def[]) {
  const low = checks.find((c) => c.check === 'greater_than');
  const high = checks.find((c) => c.check === 'less_than');
  let value = low ? Number(low.value) + (low.inclusive ? 0 : 1) : 1;
  if (high && value > Number(high.value)) value = Number(high.value);
  return value;
}

const firstAccepted = (schema: unknown, candidates: unknown[]) =>
  candidates.find((c) => (schema as Schema).safeParse(c).success) ?? candidates[0];

/** A value the schema is likely to accept (checked by the caller with safeParse). */
export function exampleFor(schema: unknown): unknown {
  const def = defOf(schema);
  const checks = checksOf(schema);
  switch (def.type) {
    case 'string':
      return stringExample(def, checks);
    case 'number':
    case 'int':
      return numberExample([def, ...checks]);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as object)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return exampleFor(def.innerType);
    case 'pipe': {
      // The input side decides the JSON type; the output side may say more ("an e-mail").
      const options = [def.in, def.out].filter((side) => defOf(side).type !== 'transform');
      return firstAccepted(schema, options.map(exampleFor));
    }
    case 'union':
      return firstAccepted(schema, (def.options as Schema[]).map(exampleFor));
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>).map(([k, v]) => [k, exampleFor(v)]),
      );
    case 'array': {
      const min = checks.find((c) => c.check === 'min_length');
      return Array.from({ length: Number(min?.minimum ?? 1) }, () => exampleFor(def.element));
    }
    case 'record':
      return {};
    default:
      return 'fuzz';
  }
}

/**
 * A valid example of an object schema: generated, then by-name examples for the fields that
 * failed, then optional fields that still fail are left out. `problems` names what is left.
 */
export function validExample(schema: unknown, toWire: (value: object) => object = (v) => v) {
  const shape = objectShape(schema) ?? {};
  const example: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) example[key] = exampleFor(field);
  const failing = () =>
    new Set(
      ((schema as Schema).safeParse(toWire(example)).error?.issues ?? []).map((issue) =>
        String(issue.path[0] ?? ''),
      ),
    );
  for (const key of failing()) if (key in namedExamples) example[key] = namedExamples[key];
  for (const key of failing()) {
    if (key in shape && (shape[key] as Schema).safeParse(undefined).success) delete example[key];
  }
  return { example, problems: [...failing()] };
}

/** Text no field may store: NUL and other control characters, broken Unicode, a flood. */
export const badText = [
  'a\u0000b',
  'x\u0001y',
  '\u001b[2J',
  'a\u007f',
  'a\u0085b',
  'lone \ud800 half',
  // Longer than any text field takes (the longest, an e-mail's content, takes 20,000).
  'x'.repeat(25_000),
];

/** Dates no date field may take. */
export const badDates = [
  '275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '1',
];

/** Numbers no number field may take. */
export const badNumbers = [1e308, -1e308, -1, 2 ** 53 + 2];

/** For each JSON type, values of that type, sent to fields that do not accept it. */
export const valuesOfType: Record<JsonType, unknown[]> = {
  string: ['fuzz'],
  number: [12345],
  boolean: [true],
  null: [null],
  object: [{ $gt: '' }],
  array: [['\u0000']],
};

const looksLikeDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);

/** Every bad value for one JSON body field, given its schema and its valid example. */
export function badBodyValues(field: unknown, example: unknown) {
  const accepted = acceptedTypes(field);
  const values: unknown[] = [];
  for (const type of allTypes) if (!accepted.has(type)) values.push(...valuesOfType[type]);
  if (accepted.has('string')) values.push(...badText);
  if (looksLikeDate(example)) values.push(...badDates);
  if (accepted.has('number')) values.push(...badNumbers);
  return values;
}

/** Every bad value for one query parameter (always text on the wire). */
export function badQueryValues(field: unknown, example: unknown) {
  const accepted = acceptedTypes(field);
  // No unpaired surrogate: a URL cannot carry one (its escapes are garbage, see the test).
  const inUrl = badText.filter((t) => !/[\ud800-\udfff]/u.test(t)).map((t) => t.slice(0, 5_000));
  const values: unknown[] = [...inUrl, ['a', 'b']];
  if (looksLikeDate(example)) values.push(...badDates);
  if (accepted.has('number')) values.push('1e308', '-1', 'NaN', 'Infinity', '1.5', '9'.repeat(40));
  return values;
}

/** Path segments no :param may take (already percent-encoded, some deliberately broken). */
export const badPathSegments = [
  '%00',
  'a%00b',
  '%C0%AF',
  '%',
  '%zz',
  '%F0%9F%8F%A0',
  '..%2F..%2Fetc',
  'x'.repeat(101),
  'x'.repeat(5_000),
  '1e308',
];

/** JSON bodies that are not a request at all: broken, empty, the wrong type, hostile, huge. */
const garbageJson: (string | Buffer)[] = [
  '',
  '{',
  'null',
  '12',
  '"\\u0000"',
  '[]',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
  JSON.stringify({ x: 'y'.repeat(1_100_000) }),
];

/** Whole bodies that are not a request at all, with the content type they are sent as. */
export const garbageBodies: { contentType: string; payload: string | Buffer }[] = [
  ...garbageJson.map((payload) => ({ contentType: 'application/json', payload })),
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x--' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&b=%C0%AF' },
];
