import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notFoundPage, pageFor } from '#shared/routes.ts';
import { trackPageView } from '../../features/analytics/track-page-view.ts';

/**
 * Keeps the document title and description in step with the page (the server writes them for
 * the first load) and records one page_view per navigation.
 */
export function usePageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = pageFor(pathname) ?? notFoundPage;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    trackPageView(pathname, meta.title);
  }, [pathname]);
}
