import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failureDescription } from '../../../lib/request-failure.ts';

/** An owner's action that failed: the server's reason when it gave one. */
export const failed = (title: string) => (error: unknown) =>
  toast({
    variant: 'destructive',
    title,
    description: failureDescription(
      error,
      error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : 'Please try again in a moment.',
    ),
  });
