import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, apiSave } from './api-client.ts';

/** Marks every list read from these addresses stale, so what shows them loads again. */
export function useInvalidate(urls: readonly string[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(urls.map((url) => queryClient.invalidateQueries({ queryKey: [url] })));
}

/** A POST that adds a record to `url`, then reloads the lists read from `stale`. */
export function useAddThenReload<I, R>(url: string, stale: readonly string[]) {
  const reload = useInvalidate(stale);
  return useMutation({
    mutationFn: (input: I) => apiRequest<R>('POST', url, input),
    onSuccess: reload,
  });
}

/** Creates (no id) or edits a record of `collection`, then reloads it and the lists in `alsoStale`. */
export function useSaveThenReload<I, R>(collection: string, alsoStale: readonly string[] = []) {
  const reload = useInvalidate([collection, ...alsoStale]);
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: I }) => apiSave<R>(collection, id, input),
    onSuccess: reload,
  });
}

/** What one address answers, read whole (a settings record, the day's counts). */
export const addressQuery = <R>(url: string) =>
  queryOptions({ queryKey: [url], queryFn: () => apiGet<R>(url) });

/** The records at `url`, answered as `{ data: [...] }`, read as the list itself. */
export const recordsQuery = <R>(url: string) =>
  queryOptions({
    queryKey: [url],
    queryFn: () => apiGet<{ data: R[] }>(url),
    select: (body) => body.data,
  });

/**
 * A settings record staff read and replace whole (PUT) at one address: its query, and the save
 * that keeps the server's answer as what the query holds. `alsoStale` lists the addresses that
 * show these settings elsewhere (the public prices).
 */
export function settingsResource<R, W>(url: string, alsoStale: readonly string[] = []) {
  const query = addressQuery<R>(url);
  function useSettings() {
    return useQuery(query);
  }
  function useSaveSettings() {
    const queryClient = useQueryClient();
    const reload = useInvalidate(alsoStale);
    return useMutation({
      mutationFn: (input: W) => apiRequest<R>('PUT', url, input),
      onSuccess: async (saved: R) => {
        queryClient.setQueryData(query.queryKey, saved);
        await reload();
      },
    });
  }
  return { query, useSettings, useSaveSettings };
}
