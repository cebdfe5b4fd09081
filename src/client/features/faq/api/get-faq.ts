import { useEffect, useState } from 'react';
import type { FaqEntry, FaqListResponse } from '#shared/schemas/faq.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { readBootstrap } from '../../../lib/bootstrap.ts';

// SPEC.md §7: the list may come wrapped in `data` or as a plain array.
const unwrap = (body: FaqListResponse | FaqEntry[]) => (Array.isArray(body) ? body : body.data);

type FaqState =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; data: FaqEntry[] };

// The entries the server wrote into the page serve the page's first showing only; a later
// visit in the same tab fetches, so an edit made meanwhile (from /admin) shows.
let fromPage: FaqEntry[] | undefined | null = null; // null: not read yet
function entriesFromPage() {
  if (fromPage === null) fromPage = readBootstrap().faq;
  return fromPage;
}

/**
 * The active FAQ entries. Plain state rather than TanStack Query: /faq stays under the public
 * pages' JavaScript budget (docs/decisions/page-weight.md), and the list is read-only here.
 */
export function useFaq(): FaqState {
  const [state, setState] = useState<FaqState>(() => {
    const data = entriesFromPage();
    return data ? { status: 'success', data } : { status: 'pending' };
  });

  useEffect(() => {
    fromPage = undefined;
    if (state.status !== 'pending') return;
    let current = true;
    apiGet<FaqListResponse | FaqEntry[]>('/api/faq').then(
      (body) => current && setState({ status: 'success', data: unwrap(body) }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [state.status]);

  return state;
}
