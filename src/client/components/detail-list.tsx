import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

const labelStyles = {
  caps: 'text-xs font-semibold tracking-wide text-muted uppercase',
  small: 'text-xs font-semibold text-muted',
  plain: 'text-muted',
} as const;

/**
 * One term and its value in a record's details (a <dl>). Each is one <div> directly in the
 * <dl>: a wrapper around that <div> breaks the list for screen readers (axe: definition-list,
 * dlitem). An empty value reads `empty`.
 */
export function DetailField({
  label,
  children,
  className,
  labelStyle = 'caps',
  empty = <span className="text-muted">Not given</span>,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  labelStyle?: keyof typeof labelStyles;
  empty?: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className={labelStyles[labelStyle]}>{label}</dt>
      <dd className="break-words">{children || empty}</dd>
    </div>
  );
}

/** A titled part of a record's details: the section is named by its h3. */
export function DetailSection({
  titleId,
  title,
  className = 'space-y-2',
  children,
}: {
  titleId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h3 id={titleId} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
