import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const badgeVariants = cva(
  'inline-flex items-center gap-1 border px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-ink text-white',
        secondary: 'border-transparent bg-stone-100 text-stone-800',
        outline: 'border-line text-ink',
        success: 'border-transparent bg-green-100 text-green-900',
        warning: 'border-transparent bg-yellow-100 text-yellow-900',
        danger: 'border-transparent bg-red-100 text-red-900',
        info: 'border-transparent bg-blue-100 text-blue-900',
      },
      // A sentence-long badge ("Send the completion form when the job is done") wraps between
      // words on a narrow screen instead of running out of its box.
      wrap: {
        false: 'rounded-full whitespace-nowrap',
        true: 'rounded-lg whitespace-normal',
      },
    },
    defaultVariants: { variant: 'default', wrap: false },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, wrap, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, wrap }), className)} {...props} />;
}
