import type { RatingSummary } from '#shared/schemas/review.ts';
import { readBootstrap } from '../../../lib/bootstrap.ts';
import { usePageData } from '../../../lib/use-page-data.ts';

/**
 * The site's one rating figure: the average and count of approved reviews, computed by the
 * server and written into the page (GET /api/reviews/rating otherwise). Undefined until known,
 * and when there is no approved review to speak of.
 */
export function useSiteRating(): RatingSummary | undefined {
  const state = usePageData(
    readBootstrap().siteRating,
    '/api/reviews/rating',
    (body: RatingSummary) => body,
  );
  return state.status === 'success' && state.data.count > 0 ? state.data : undefined;
}

/** "4.8/5" */
export const ratingValue = (rating: RatingSummary) => `${rating.average.toFixed(1)}/5`;

/** "from 1,204 reviews" */
export const ratingCount = (rating: RatingSummary, noun = 'reviews') =>
  `from ${rating.count.toLocaleString('en-CA')} ${rating.count === 1 ? noun.replace(/s$/, '') : noun}`;
