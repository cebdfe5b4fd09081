import type { ReactNode } from 'react';

/** A narrow, calm page: payment and account screens. */
export function NarrowPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
