import type { ProgressResponse } from '#shared/schemas/pipeline/progress.ts';
import { formatValue } from './pipeline-labels.ts';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00`).toLocaleDateString(undefined, { month: 'short', year: 'numeric' });

/**
 * Expected revenue by month of expected close as CSS bars: the weighted amount (value ×
 * probability) dark, the full value behind it light. The numbers are text beside each bar
 * (UI.md: charts with their numbers available as text).
 */
export function ForecastChart({ forecast }: { forecast: ProgressResponse['forecast'] }) {
  if (forecast.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">
        No open lead has an expected close date yet. Set one in a lead to see the forecast.
      </p>
    );
  }
  const max = Math.max(1, ...forecast.map((month) => month.valueCents));
  return (
    <figure className="space-y-2">
      <ul className="space-y-2" aria-label="Forecast by month">
        {forecast.map((month) => (
          <li key={month.month} className="grid grid-cols-[5.5rem_1fr] items-center gap-3 text-sm">
            <span className="font-semibold">{monthLabel(month.month)}</span>
            <div>
              <div className="relative h-5 rounded bg-stone-100" aria-hidden="true">
                <div
                  className="absolute inset-y-0 left-0 rounded bg-brand-100"
                  style={{ width: `${(month.valueCents / max) * 100}%` }}
                />
                <div
                  className="absolute inset-y-0 left-0 rounded bg-brand-600"
                  style={{ width: `${(month.weightedCents / max) * 100}%` }}
                />
              </div>
              <p className="mt-0.5 text-xs text-muted tabular-nums">
                {formatValue(month.weightedCents)} weighted of {formatValue(month.valueCents)} ·{' '}
                {month.leads.toLocaleString()} {month.leads === 1 ? 'lead' : 'leads'}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <figcaption className="text-xs text-muted">
        Dark: value × probability. Light: full value of the open leads expected to close that month.
      </figcaption>
    </figure>
  );
}
