import type { RatingSummary } from '#shared/schemas/review.ts';
import { readBootstrap } from '../../../lib/bootstrap.ts';

/**
 * The site's one rating figure: the average and count of approved reviews, computed by the
 * server and written into every page it serves (no request and no fetching code on the public
 * pages, docs/decisions/page-weight.md). Undefined when there is no approved review to speak
 * of, and under the Vite dev server, which serves the HTML without page data.
 */
export function siteRating(): RatingSummary | undefined {
  const rating = readBootstrap().siteRating;
  return rating && rating.count > 0 ? rating : undefined;
}

/** "4.8/5" */
export const ratingValue = (rating: RatingSummary) => `${rating.average.toFixed(1)}/5`;

/** "from 1,204 reviews" */
export const ratingCount = (rating: RatingSummary, noun = 'reviews') =>
  `from ${rating.count.toLocaleString('en-CA')} ${rating.count === 1 ? noun.replace(/s$/, '') : noun}`;
