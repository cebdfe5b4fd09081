import { CircleDollarSign, Gauge, ListChecks, Users } from 'lucide-react';
import type { PipelineStats as Stats } from '#shared/schemas/pipeline/leads.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatValue } from './pipeline-labels.ts';

/** The stat cards of SPEC.md §2 and the weighted forecast, for the current filters. */
export function PipelineStats({ stats }: { stats: Stats | undefined }) {
  const cards = [
    { label: 'Total Leads', icon: ListChecks, value: stats?.totalLeads.toLocaleString() },
    {
      label: 'Total Value',
      icon: CircleDollarSign,
      value: stats && formatValue(stats.totalValueCents),
    },
    { label: 'Sales Team', icon: Users, value: stats?.salesTeam.toLocaleString() },
    {
      label: 'Weighted Forecast',
      icon: Gauge,
      value: stats && formatValue(stats.weightedForecastCents),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, icon: Icon, value }) => (
        <div key={label} className="rounded-xl border border-line bg-white p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-sm text-muted">
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">
            {value ?? <Skeleton className="h-8 w-20" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
