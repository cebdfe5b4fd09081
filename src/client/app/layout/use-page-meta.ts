import { useEffect } from 'react';
import { useLocation } from '../../lib/router.tsx';
import { notFoundPage, pageFor } from '#shared/routes.ts';
import { trackPageView } from '../../features/analytics/track-page-view.ts';

/**
 * Keeps the document title and description (and their Open Graph copies) in step with the page (the server writes them for
 * the first load) and records one page_view per navigation.
 */
export function usePageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = pageFor(pathname) ?? notFoundPage;
    document.title = meta.title;
    const setContent = (selector: string, content: string) =>
      document.querySelector(selector)?.setAttribute('content', content);
    setContent('meta[name="description"]', meta.description);
    setContent('meta[property="og:title"]', meta.title);
    setContent('meta[property="og:description"]', meta.description);
    trackPageView(pathname, meta.title);
  }, [pathname]);
}
