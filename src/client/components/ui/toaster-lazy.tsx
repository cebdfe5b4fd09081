import { lazy, Suspense } from 'react';
import { useToasts } from './toast-store.ts';

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

/** Loads the toast UI with the first toast, keeping Radix Toast out of every page's first load. */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
