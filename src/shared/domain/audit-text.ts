import { codeInWords } from '../constants/options.ts';
import { formatDollars } from './money.ts';

/**
 * An audit row in words for the admin's log (issue #22 item 5): "Pipeline lead moved" and
 * "status: New → Won, value: $11,900" instead of a dotted code and raw JSON. Ids the server
 * could name (job statuses, sales people) arrive in `names`; other ids are left out, since a
 * person cannot read them anyway.
 */
export type AuditNames = Readonly<Record<string, string>>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && uuid.test(value);

/** "pipeline_lead.moved" -> "Pipeline lead moved". */
export const auditActionText = (action: string) => codeInWords(action.replaceAll('.', ' '));

/** "statusId" -> "status", "bidAmountCents" -> "bid amount": a field's name in words. */
function fieldWords(key: string) {
  const words = key
    .replace(/(Cents|Id|Ids)$/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words || key;
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

function valueWords(key: string, value: unknown, names: AuditNames): string | undefined {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number')
    return /Cents$/.test(key) ? formatDollars(value) : value.toLocaleString('en-CA');
  if (isUuid(value)) return names[value];
  if (typeof value === 'string') return shorten(value);
  if (Array.isArray(value)) {
    const items = value
      .map((item) => (typeof item === 'string' && !isUuid(item) ? fieldWords(item) : undefined))
      .filter((item) => item !== undefined);
    return items.length > 0 ? items.join(', ') : undefined;
  }
  return undefined;
}

function fieldText(key: string, value: unknown, names: AuditNames): string[] {
  const label = fieldWords(key);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    // A change recorded as { from, to }: "status: New → Won".
    if ('from' in record && 'to' in record) {
      const from = valueWords(key, record.from, names);
      const to = valueWords(key, record.to, names);
      return from !== undefined && to !== undefined ? [`${label}: ${from} → ${to}`] : [label];
    }
    return Object.entries(record).flatMap(([k, v]) => fieldText(k, v, names));
  }
  const words = valueWords(key, value, names);
  return words === undefined ? [] : [`${label}: ${words}`];
}

function changes(before: unknown, after: unknown, names: AuditNames) {
  const old = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  return Object.keys(now)
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .flatMap((key) => fieldText(key, { from: old[key], to: now[key] }, names));
}

/** The details of an audit row in words, "" when there is nothing a person could read. */
export function auditDetailsText(details: Record<string, unknown>, names: AuditNames = {}) {
  const { before, after, ...rest } = details;
  const changed = before !== undefined && after !== undefined ? changes(before, after, names) : [];
  return [
    ...changed,
    ...Object.entries(rest).flatMap(([key, value]) => fieldText(key, value, names)),
  ].join(', ');
}
