import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-stone-200', className)}
      {...props}
    />
  );
}

/**
 * A wait in the shape of what is coming: one Skeleton per class in `shapes` ("h-28 w-full"), read
 * out as `label` ("Loading your orders").
 */
export function LoadingShapes({
  label,
  shapes,
  className = 'space-y-3',
}: {
  label: string;
  shapes: readonly string[];
  className?: string;
}) {
  return (
    <div className={className} role="status" aria-label={label}>
      {shapes.map((shape, index) => (
        <Skeleton key={index} className={shape} />
      ))}
    </div>
  );
}
