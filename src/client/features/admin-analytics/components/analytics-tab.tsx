import { useState } from 'react';
import { formatMoney } from '#shared/domain/money.ts';
import type { AnalyticsReport, FunnelStep } from '#shared/schemas/analytics.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnalytics, type AnalyticsRange } from '../api/analytics.ts';
import { BarList } from './bar-list.tsx';

const stepLabels: Record<FunnelStep, string> = {
  visit: 'Visits (page views)',
  quote_started: 'Quote form started',
  lead: 'Quote requests (leads)',
  paid: 'Paid (auction published)',
  revealed: 'Bidders revealed',
  awarded: 'Job awarded',
};

const sources = [
  { key: 'direct', label: 'Direct', className: 'bg-slate-600' },
  { key: 'repQr', label: 'Rep QR', className: 'bg-brand-600' },
  { key: 'paymentLink', label: 'Payment link', className: 'bg-amber-500' },
] as const;

// The report's days are calendar days of the business time zone: shown as they are.
const dayLabel = (day: string, weekday = true) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-CA', {
    ...(weekday ? { weekday: 'short' } : {}),
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

function Figures({ report }: { report: AnalyticsReport }) {
  const count = (step: FunnelStep) => report.funnel.find((s) => s.step === step)?.count ?? 0;
  const revenue = report.weeks.reduce((sum, week) => sum + week.revenueCents, 0);
  const figures = [
    ['Visits', count('visit').toLocaleString('en-CA')],
    ['Leads', count('lead').toLocaleString('en-CA')],
    ['Checkouts started', report.checkoutsStarted.toLocaleString('en-CA')],
    ['Paid', count('paid').toLocaleString('en-CA')],
    ['Revenue', formatMoney(revenue, report.currency)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-line bg-white p-4">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Charts({ report }: { report: AnalyticsReport }) {
  const visits = report.funnel[0]?.count ?? 0;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Funnel</CardTitle>
          <p className="text-sm text-muted">
            What happened in the range, each step against the one before.
          </p>
        </CardHeader>
        <CardContent>
          <BarList
            label="Funnel"
            bars={report.funnel.map((step) => ({
              label: stepLabels[step.step],
              parts: [{ value: step.count, className: 'bg-brand-600' }],
              text: (
                <>
                  <span className="font-semibold">{step.count.toLocaleString('en-CA')}</span>
                  {step.conversionPercent !== null && (
                    <span className="ml-2 text-muted">{step.conversionPercent}%</span>
                  )}
                </>
              ),
            }))}
          />
          {visits === 0 && <p className="mt-3 text-sm text-muted">No visits in this range.</p>}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Leads per week by source</CardTitle>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {sources.map((source) => (
              <span key={source.key} className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className={`size-2.5 rounded-full ${source.className}`} />
                {source.label}
              </span>
            ))}
          </p>
        </CardHeader>
        <CardContent>
          <BarList
            label="Leads per week by source"
            bars={report.weeks.map((week) => ({
              label: `Week of ${dayLabel(week.week, false)}`,
              parts: sources.map((source) => ({
                value: week[source.key],
                className: source.className,
              })),
              text: sources.map((source) => `${source.label} ${week[source.key]}`).join(' · '),
            }))}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Revenue per week</CardTitle>
          <p className="text-sm text-muted">Publishing fees paid, before any refund.</p>
        </CardHeader>
        <CardContent>
          <BarList
            label="Revenue per week"
            bars={report.weeks.map((week) => ({
              label: `Week of ${dayLabel(week.week, false)}`,
              parts: [{ value: week.revenueCents, className: 'bg-green-700' }],
              text: formatMoney(week.revenueCents, report.currency),
            }))}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Visits per day</CardTitle>
        </CardHeader>
        <CardContent>
          <BarList
            label="Visits per day"
            bars={report.visitsPerDay.map((day) => ({
              label: dayLabel(day.day),
              parts: [{ value: day.visits, className: 'bg-slate-600' }],
              text: day.visits.toLocaleString('en-CA'),
            }))}
          />
        </CardContent>
      </Card>
    </div>
  );
}

/** Analytics: first-party visits, leads, funnel and revenue for a date range (issue #12). */
export default function AnalyticsTab() {
  const [range, setRange] = useState<AnalyticsRange>({ from: '', to: '' });
  const report = useAnalytics(range);
  const fieldErrors = report.error instanceof ApiError ? report.error.fields : {};
  const data = report.isError ? undefined : report.data;

  let body;
  if (report.isPending) {
    body = <ListLoading label="Loading analytics" />;
  } else if (report.isError) {
    body =
      report.error instanceof ApiError && report.error.status === 400 ? (
        <ListError message="Choose a valid date range." />
      ) : (
        <ListError
          message="The analytics could not be loaded."
          onRetry={() => void report.refetch()}
        />
      );
  } else if (
    report.data.funnel.every((step) => step.count === 0) &&
    report.data.checkoutsStarted === 0
  ) {
    body = (
      <ListEmpty title="No visits, leads or payments in this range.">
        Page views are counted as visitors open pages; try a longer range.
      </ListEmpty>
    );
  } else {
    body = (
      <div aria-busy={report.isPlaceholderData} className="space-y-6">
        <Figures report={report.data} />
        <Charts report={report.data} />
      </div>
    );
  }

  return (
    <section aria-labelledby="analytics-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="analytics-title" className="text-xl font-semibold">
            Analytics
          </h2>
          <p className="text-sm text-muted">
            {data
              ? `${dayLabel(data.from)} to ${dayLabel(data.to)}, days in ${data.timeZone} time.`
              : 'The last 30 days by default.'}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="From" error={fieldErrors.from}>
            <Input
              type="date"
              value={range.from || data?.from || ''}
              onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
            />
          </FormField>
          <FormField label="To" error={fieldErrors.to}>
            <Input
              type="date"
              value={range.to || data?.to || ''}
              onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
            />
          </FormField>
        </div>
      </div>
      {body}
    </section>
  );
}
