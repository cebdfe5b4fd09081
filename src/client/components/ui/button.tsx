import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
        secondary: 'border border-line bg-white text-ink shadow-sm hover:bg-stone-50',
        ghost: 'text-ink hover:bg-stone-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'px-3 text-sm',
        md: 'px-5 text-base',
        lg: 'px-6 text-lg',
        icon: 'size-11',
      },
      // A label that may be longer than the space it gets (a company's name in "Award …")
      // wraps between words onto more lines instead of being cut off; the height grows from the
      // size's minimum.
      wrap: {
        false: 'whitespace-nowrap',
        true: 'py-2 text-center leading-snug whitespace-normal',
      },
    },
    compoundVariants: [
      { wrap: false, size: 'sm', className: 'h-9' },
      { wrap: false, size: 'md', className: 'h-11' },
      { wrap: false, size: 'lg', className: 'h-12' },
      { wrap: true, size: 'sm', className: 'min-h-9' },
      { wrap: true, size: 'md', className: 'min-h-11' },
      { wrap: true, size: 'lg', className: 'min-h-12' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', wrap: false },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner and disables the button while an action runs. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  wrap,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}

export { buttonVariants };
