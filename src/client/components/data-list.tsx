import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { ListError, ListLoading } from './ui/list-states.tsx';
import { Pager } from './ui/pager.tsx';
import { RefreshButton } from './ui/refresh-button.tsx';
import { Table, TableHead, Th } from './ui/table.tsx';

/**
 * One managed list (UI.md, dashboards): a titled section with its toolbar (search, filters,
 * refresh, create), then the list's body in one of its states: loading, could not load, empty,
 * or its rows (mostly a DataTable) with the pager under them. The admin lists (orders,
 * contractors, auctions, e-mail log, coupons, reviews, dropdown options, incomplete payments,
 * FAQ, audit log) are all built from these.
 */
export function ListSection({
  id,
  title,
  heading = 'h2',
  description,
  toolbar,
  align = 'center',
  spacing = 'space-y-4',
  children,
}: {
  /** The heading's id: the section is named after it. */
  id: string;
  title: ReactNode;
  /** h2 for a tab's own list, h3 for a list under a tab's heading. */
  heading?: 'h2' | 'h3';
  /** A line under the title. */
  description?: ReactNode;
  /** Search, filters and buttons on the title's line. */
  toolbar?: ReactNode;
  /** 'end' lines the title up with the bottom of labelled fields in the toolbar. */
  align?: 'center' | 'end';
  spacing?: 'space-y-4' | 'space-y-6';
  children: ReactNode;
}) {
  const Heading = heading;
  const headingClass = heading === 'h2' ? 'text-xl font-bold' : 'text-lg font-semibold';
  return (
    <section aria-labelledby={id} className={spacing}>
      <div
        className={cn(
          'flex flex-wrap gap-3',
          align === 'end' ? 'items-end' : 'items-center justify-between',
        )}
      >
        {description ? (
          <div>
            <Heading id={id} className={headingClass}>
              {title}
            </Heading>
            <p className="text-sm text-muted">{description}</p>
          </div>
        ) : (
          <Heading id={id} className={cn(headingClass, align === 'end' && 'mr-auto')}>
            {title}
          </Heading>
        )}
        {toolbar}
      </div>
      {children}
    </section>
  );
}

/** What DataList needs of a list's query (a TanStack Query result). */
export type ListQuery<D> = {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/**
 * "Refresh" on its own line above a list that other people change while staff look at it; a
 * failed refresh says so and leaves the last data on screen (DataList keepDataOnError).
 */
export function ListRefresh({
  query,
}: {
  query: { isFetching: boolean; isRefetchError: boolean; refetch: () => unknown };
}) {
  return (
    <div className="flex justify-end">
      <RefreshButton
        fetching={query.isFetching}
        failed={query.isRefetchError}
        onRefresh={() => void query.refetch()}
      />
    </div>
  );
}

/** A paged list answer (src/shared/schemas/admin/paging.ts). */
type PagedResult = { page: number; pageSize: number; total: number; totalCapped: boolean };

/**
 * The body of a list: a loading skeleton, the error with "Try again", the empty state, or
 * `children(items, data)` with the pager under it.
 */
export function DataList<D, T = D extends { data: readonly (infer R)[] } ? R : never>({
  query,
  items,
  loading,
  loadingRows,
  error,
  keepDataOnError = false,
  empty,
  pager,
  children,
}: {
  query: ListQuery<D>;
  /** The rows in an answer; without it, its `data` (a page's rows). */
  items?: (data: D) => readonly T[];
  /** The loading state's name for screen readers ("Loading coupons"). */
  loading: string;
  loadingRows?: number;
  /** What the error says; a function words the error in. */
  error: string | ((error: Error | null) => string);
  /**
   * A refresh that fails leaves the last data on screen (a RefreshButton beside the list says
   * it failed); otherwise the error replaces the list.
   */
  keepDataOnError?: boolean;
  /** Shown when there are no rows (a ListEmpty); without it an empty list renders children. */
  empty?: ReactNode;
  /** Paging under the rows, for answers that carry paging counts (page defaults to the answer's). */
  pager?: D extends PagedResult
    ? { page?: number; onPage: (page: number) => void; noun: string }
    : never;
  children: (items: readonly T[], data: D) => ReactNode;
}) {
  const { data } = query;
  if (query.isPending) return <ListLoading rows={loadingRows} label={loading} />;
  if (data === undefined || (query.isError && !keepDataOnError))
    return (
      <ListError
        message={typeof error === 'string' ? error : error(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const rows = items ? items(data) : (data as { data: readonly T[] }).data;
  if (rows.length === 0 && empty !== undefined) return empty;
  if (!pager) return children(rows, data);
  const result = data as D & PagedResult;
  return (
    <>
      {children(rows, data)}
      <Pager
        page={pager.page ?? result.page}
        result={result}
        onPage={pager.onPage}
        noun={pager.noun}
      />
    </>
  );
}

/**
 * One record that loads before it shows (a settings form): its loading skeleton, the error with
 * "Try again", then `children(data)`.
 */
export function QueryBody<D>({
  query,
  loading,
  loadingRows,
  error,
  children,
}: {
  query: ListQuery<D>;
  /** The loading state's name for screen readers ("Loading prices"). */
  loading: string;
  loadingRows?: number;
  error: string;
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) return <ListLoading rows={loadingRows} label={loading} />;
  if (query.data === undefined || query.isError)
    return <ListError message={error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** A column heading: its text, or its text with the cell's classes. */
export type Column = string | { label: string; className?: string };

/**
 * A list's table: the column headings, then `children` (the rows) as its body. `actions` adds
 * a last column, named "Actions" for screen readers, for each row's buttons.
 */
export function DataTable({
  columns,
  actions,
  caption,
  children,
  ...props
}: Omit<ComponentProps<typeof Table>, 'children'> & {
  columns: readonly Column[];
  /** true, or the classes of the actions column's heading. */
  actions?: boolean | string;
  /** A caption for screen readers (the tables that have no aria-label). */
  caption?: string;
  children: ReactNode;
}) {
  return (
    <Table {...props}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <TableHead>
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <Th key={column}>{column}</Th>
            ) : (
              <Th key={column.label} className={column.className}>
                {column.label}
              </Th>
            ),
          )}
          {actions && (
            <Th className={typeof actions === 'string' ? actions : undefined}>
              <span className="sr-only">Actions</span>
            </Th>
          )}
        </tr>
      </TableHead>
      <tbody>{children}</tbody>
    </Table>
  );
}
