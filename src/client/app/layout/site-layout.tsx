import { Suspense } from 'react';
import { Outlet, useLocation } from '../../lib/router.tsx';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { LoginDialogProvider } from './login-dialog-context.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { usePageMeta } from './use-page-meta.ts';

// As tall as the screen, so the footer stays below the fold until the page's chunk arrives
// (otherwise it jumps down as the page renders: layout shift).
function PageLoading() {
  return (
    <div role="status" className="mx-auto min-h-dvh w-full max-w-4xl flex-1 px-4 py-16 text-muted">
      Loading…
    </div>
  );
}

export function SiteLayout() {
  usePageMeta();
  const { pathname } = useLocation();
  return (
    <LoginDialogProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex flex-1 flex-col">
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <SiteFooter />
      </div>
    </LoginDialogProvider>
  );
}
