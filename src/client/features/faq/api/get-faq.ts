import { useEffect, useState } from 'react';
import type { FaqEntry, FaqListResponse } from '#shared/schemas/faq.ts';
import { readBootstrap } from '../../../lib/bootstrap.ts';
import { usePageData } from '../../../lib/use-page-data.ts';

// SPEC.md §7: the list may come wrapped in `data` or as a plain array.
const unwrap = (body: FaqListResponse | FaqEntry[]) => (Array.isArray(body) ? body : body.data);

// The entries the server wrote into the page serve the page's first showing only; a later
// visit in the same tab fetches, so an edit made meanwhile (from /admin) shows.
let fromPage: FaqEntry[] | undefined | null = null; // null: not read yet
function entriesFromPage() {
  if (fromPage === null) fromPage = readBootstrap().faq;
  return fromPage;
}

/** The active FAQ entries, without the query cache (docs/decisions/page-weight.md). */
export function useFaq() {
  const [entries] = useState(entriesFromPage);
  useEffect(() => {
    fromPage = undefined;
  }, []);
  return usePageData(entries, '/api/faq', unwrap);
}
