import { optionLabel } from '#shared/constants/options.ts';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Table, TableHead, Td, Th } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { useProgress } from '../api/insights.ts';
import { ForecastChart } from './forecast-chart.tsx';
import { formatValue, plural } from './pipeline-labels.ts';

/** Progress (SPEC.md §2): won projects, the forecast by month and each rep's win rate. */
export function ProgressTab({ salesPersonId }: { salesPersonId: string }) {
  const progress = useProgress(salesPersonId);
  if (progress.isPending) return <ListLoading label="Loading progress" />;
  if (progress.isError) {
    return (
      <ListError message="Progress could not be loaded." onRetry={() => void progress.refetch()} />
    );
  }
  const { won, wonCount, wonValueCents, forecast, winRates } = progress.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="won-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="won-title" className="text-xl font-semibold">
            Completed projects
          </h2>
          <p className="text-sm text-muted">
            {plural(wonCount, 'won project')} · {formatValue(wonValueCents)}
          </p>
        </div>
        {won.length === 0 ? (
          <ListEmpty title="No won projects yet.">
            Move a lead to a won status (drag it onto Won, or choose it in the lead) to see it here.
          </ListEmpty>
        ) : (
          <Table aria-label="Won projects">
            <TableHead>
              <tr>
                <Th>Project</Th>
                <Th className="text-right">Value</Th>
                <Th>Closed</Th>
                <Th>Order number</Th>
                <Th>Sales person</Th>
              </tr>
            </TableHead>
            <tbody>
              {won.map((project) => (
                <tr key={project.id}>
                  <Td>
                    <span className="font-semibold">{project.name}</span>
                    {project.projectType && (
                      <span className="block text-xs text-muted">
                        {optionLabel('projectType', project.projectType)}
                      </span>
                    )}
                  </Td>
                  <Td className="text-right tabular-nums">{formatValue(project.valueCents)}</Td>
                  <Td>{formatDate(project.closedAt) || '—'}</Td>
                  <Td>{project.orderNumber ?? '—'}</Td>
                  <Td>{project.salesPerson.name}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="forecast-title" className="space-y-3">
          <h2 id="forecast-title" className="text-xl font-semibold">
            Forecast by month
          </h2>
          <ForecastChart forecast={forecast} />
        </section>
        <section aria-labelledby="win-rate-title" className="space-y-3">
          <h2 id="win-rate-title" className="text-xl font-semibold">
            Win rate per rep
          </h2>
          {winRates.length === 0 ? (
            <ListEmpty title="No sales people yet." />
          ) : (
            <Table aria-label="Win rate by sales person">
              <TableHead>
                <tr>
                  <Th>Sales person</Th>
                  <Th className="text-right">Won</Th>
                  <Th className="text-right">Lost</Th>
                  <Th className="text-right">Win rate</Th>
                </tr>
              </TableHead>
              <tbody>
                {winRates.map((rate) => (
                  <tr key={rate.salesPersonId}>
                    <Td>{rate.name}</Td>
                    <Td className="text-right tabular-nums">{rate.won}</Td>
                    <Td className="text-right tabular-nums">{rate.lost}</Td>
                    <Td className="text-right tabular-nums">
                      {rate.winRate === null ? 'Nothing closed' : `${rate.winRate}%`}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </section>
      </div>
    </div>
  );
}
