/**
 * Timestamps travel as ISO strings in UTC and are shown in the viewer's time zone
 * (DECISIONS.md §5). Date and datetime-local inputs speak local time without a zone, so these
 * convert at the edge.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A timestamp, or a calendar date "2025-06-01" (read as that local day, not UTC midnight). */
export function formatDate(iso: string | null | undefined) {
  if (!iso) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00`) : new Date(iso);
  return date.toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

export function formatDateTime(iso: string | null | undefined) {
  if (!iso) return '';
  return new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** ISO -> "2025-06-01T14:30" for <input type="datetime-local">; '' for none. */
export function toDateTimeLocal(iso: string | null | undefined) {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${toDateInput(iso)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** ISO -> "2025-06-01" (local calendar day) for <input type="date">; '' for none. */
export function toDateInput(iso: string | null | undefined) {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A local "2025-06-01T14:30" (or "2025-06-01") -> ISO in UTC; null when blank. */
export function fromLocalInput(value: string) {
  if (!value) return null;
  const d = new Date(value.length === 10 ? `${value}T00:00` : value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
