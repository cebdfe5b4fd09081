import { useEffect, useState } from 'react';
import { apiGet } from './api-client.ts';

export type PageData<T> =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; data: T };

/**
 * Data the server wrote into the page's HTML (lib/bootstrap.ts), or else fetched once from
 * `url` (under the Vite dev server, or on a page that did not get it). For public pages that
 * read a little server data without loading the query cache (docs/decisions/page-weight.md).
 */
export function usePageData<T, R = T>(
  fromPage: T | undefined,
  url: string,
  fromResponse: (body: R) => T,
): PageData<T> {
  const [state, setState] = useState<PageData<T>>(() =>
    fromPage === undefined ? { status: 'pending' } : { status: 'success', data: fromPage },
  );
  const pending = state.status === 'pending';

  useEffect(() => {
    if (!pending) return;
    let current = true;
    apiGet<R>(url).then(
      (body) => current && setState({ status: 'success', data: fromResponse(body) }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
    // fromResponse is a mapping, not an input: a new function each render must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, url]);

  return state;
}
