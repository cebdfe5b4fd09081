import { focusManager, QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. SPEC.md §7: data never goes stale, no refetch on focus, no
 * polling, no retry. The exception, by its own options: the admin's auctions and orders, which
 * others change while staff look at them, load again when shown and when the window is focused.
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

// The few queries that refetch on focus (the admin's auctions and orders) should do so when the
// window comes back, not only when the browser tab does: staff keep the dashboard in one window
// and the portal in another. Every other query keeps refetchOnWindowFocus off.
focusManager.setEventListener((onFocus) => {
  const listener = () => onFocus();
  window.addEventListener('visibilitychange', listener, false);
  window.addEventListener('focus', listener, false);
  return () => {
    window.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
  };
});
