import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client.ts';

/**
 * Wraps a lazily loaded page or dialog in the shared query cache. The provider comes with the
 * first screen that reads server data, so pages that read none (home, the content pages) do not
 * download TanStack Query at all (docs/decisions/page-weight.md).
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>) {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}
