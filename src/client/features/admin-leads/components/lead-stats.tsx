import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLeadStats } from '../api/leads.ts';

/** Total Leads, This Month, Converted, Conversion Rate (SPEC.md §2, §9). */
export function LeadStats() {
  const stats = useLeadStats();
  const cards = [
    { label: 'Total Leads', value: stats.data?.totalLeads.toLocaleString() },
    { label: 'This Month', value: stats.data?.thisMonth.toLocaleString() },
    { label: 'Converted', value: stats.data?.converted.toLocaleString() },
    {
      label: 'Conversion Rate',
      value: stats.data ? `${Math.round(stats.data.conversionRate)}%` : undefined,
    },
  ];

  if (stats.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        The lead figures could not be loaded.
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={stats.isPending}>
      {cards.map((card) => (
        <Card key={card.label} className="p-4">
          <dt className="text-sm font-semibold text-muted">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">
            {card.value ?? <Skeleton className="h-8 w-16" />}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
