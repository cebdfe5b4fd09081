import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * Paging under a list: the count of results and previous/next. A capped total (see
 * src/shared/schemas/admin/paging.ts) reads "1,000+".
 */
export function Pager({
  page,
  result: { pageSize, total, totalCapped },
  onPage,
  noun = 'results',
}: {
  page: number;
  /** The list answer's counts (src/shared/schemas/admin/paging.ts). */
  result: { pageSize: number; total: number; totalCapped: boolean };
  onPage: (page: number) => void;
  noun?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const count = `${total.toLocaleString()}${totalCapped ? '+' : ''}`;
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm"
    >
      <p aria-live="polite">
        {total === 0
          ? `No ${noun}`
          : `${first.toLocaleString()}-${last.toLocaleString()} of ${count} ${noun}`}
      </p>
      <PageSteps page={page} pages={pages} onPage={onPage} arrows>
        <span>
          Page {page} of {pages.toLocaleString()}
          {totalCapped ? '+' : ''}
        </span>
      </PageSteps>
    </nav>
  );
}

/**
 * Previous and Next, each off where there is no such page, with `children` (where the list is)
 * between them; `arrows` puts a chevron on each.
 */
export function PageSteps({
  page,
  pages,
  onPage,
  arrows = false,
  children,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  arrows?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {arrows && <ChevronLeft aria-hidden="true" />}
        Previous
      </Button>
      {children}
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
        {arrows && <ChevronRight aria-hidden="true" />}
      </Button>
    </div>
  );
}
