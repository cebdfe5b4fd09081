import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Dense, readable tables (UI.md, dashboards): sticky header, scroll on small screens. The
 * wrapper is positioned so visually hidden (sr-only, absolute) text in far-right cells stays
 * inside it instead of widening the page. It is focusable, so a keyboard can scroll a table
 * that has no controls of its own (axe: scrollable-region-focusable), and named after the
 * table when the table has an aria-label.
 */
export function Table({
  className,
  scroll = 'both',
  ...props
}: ComponentProps<'table'> & {
  /**
   * 'both' (lists): a long table scrolls inside its own box, under its sticky header. 'x': the
   * table is as tall as its rows and scrolls sideways only when too wide (a comparison whose
   * last row holds buttons, which must not hide below a fold of its own).
   */
  scroll?: 'both' | 'x';
}) {
  const label = props['aria-label'];
  return (
    <div
      className={cn(
        'relative rounded-xl border border-line',
        scroll === 'both' ? 'max-h-[70vh] overflow-auto' : 'overflow-x-auto',
      )}
      tabIndex={0}
      role={label ? 'region' : undefined}
      aria-label={label}
    >
      <table className={cn('w-full border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('sticky top-0 z-10 bg-stone-50 text-left', className)} {...props} />;
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-line px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-line px-3 py-2 align-top', className)} {...props} />;
}
