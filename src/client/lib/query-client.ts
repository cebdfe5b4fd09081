import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. SPEC.md §7: data never goes stale, no refetch on focus, no
 * polling, no retry.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
