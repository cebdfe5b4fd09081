import type { ReactNode } from 'react';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { Link } from '../../lib/router.tsx';

const bands = { surface: 'bg-surface', ruled: 'border-t border-line bg-surface' } as const;

/**
 * A content page's section below its PageIntro: an h2 that names the section (for screen
 * readers' landmarks), then its content, in the pages' reading width. A `band` is a full-width
 * tinted background, ruled when it follows another tinted part.
 */
export function ContentSection({
  titleId,
  title,
  band,
  children,
}: {
  titleId: string;
  title: ReactNode;
  band?: keyof typeof bands;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
      {title}
    </h2>
  );
  if (!band) {
    return (
      <section aria-labelledby={titleId} className="mx-auto w-full max-w-4xl px-4 py-12 sm:py-16">
        {heading}
        {children}
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId} className={bands[band]}>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
        {heading}
        {children}
      </div>
    </section>
  );
}

/** The call to get bids, with a second way on beside it (how it works, talk to us). */
export function GetBidsLinks({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      <Link to="/get-quote" className={buttonVariants({ size: 'lg' })}>
        Get my roofing bids
      </Link>
      <Link to={to} className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
        {children}
      </Link>
    </div>
  );
}

/**
 * A page's closing band: its h2, the `children` under it and the call to get bids, with `aside`
 * beside them. `grid` lays the two out (its width and columns).
 */
export function GetBidsBand({
  titleId,
  title,
  grid,
  textClassName = 'mt-3 leading-relaxed text-muted',
  aside,
  children,
}: {
  titleId: string;
  title: ReactNode;
  grid: string;
  textClassName?: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={bands.ruled}>
      <div className={cn('mx-auto grid gap-8 px-4 py-12 sm:py-16', grid)}>
        <div>
          <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className={textClassName}>{children}</p>
          <Link to="/get-quote" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
            Get my roofing bids
          </Link>
        </div>
        {aside}
      </div>
    </section>
  );
}
