import type { ReactNode } from 'react';

/** The heading band at the top of a content page: one h1 and a short lead. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-line bg-surface">
      <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {children && (
          <div className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{children}</div>
        )}
      </div>
    </div>
  );
}
