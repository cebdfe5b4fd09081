import { useEffect, useState } from 'react';
import type { PublicReviewPage } from '#shared/schemas/review.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { readBootstrap } from '../../../lib/bootstrap.ts';

type State =
  | { url: string; status: 'pending'; previous?: PublicReviewPage }
  | { url: string; status: 'error' }
  | { url: string; status: 'success'; data: PublicReviewPage };

// The page the server wrote into the HTML answers the address the visitor opened, once: any
// other page or filter is fetched.
let servedPageUsed = false;

/**
 * A page of approved reviews (GET /api/reviews), without the query library: /reviews is a
 * public page and stays light (docs/decisions/page-weight.md). While the next page loads the
 * previous one stays on screen.
 */
export function usePublicReviews(projectType: string, page: number) {
  const params = new URLSearchParams({ page: String(page) });
  if (projectType) params.set('projectType', projectType);
  const url = `/api/reviews?${params.toString()}`;
  // The last answer, for whichever address it was: a different address is still loading.
  const [done, setDone] = useState<Exclude<State, { status: 'pending' }> | undefined>(() => {
    const served = servedPageUsed ? undefined : readBootstrap().reviews;
    servedPageUsed = true;
    return served ? { url, status: 'success', data: served } : undefined;
  });

  const answered = done?.url === url;
  useEffect(() => {
    if (answered) return;
    let current = true;
    apiGet<PublicReviewPage>(url).then(
      (data) => current && setDone({ url, status: 'success', data }),
      () => current && setDone({ url, status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [url, answered]);

  if (done && answered) return done;
  return {
    url,
    status: 'pending',
    previous: done?.status === 'success' ? done.data : undefined,
  } satisfies State;
}
