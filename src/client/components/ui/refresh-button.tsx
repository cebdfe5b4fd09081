import { RefreshCw } from 'lucide-react';
import { Button } from './button.tsx';

/**
 * "Refresh" for a list or a record that other people change while staff look at it (an owner
 * completes an auction, a contractor bids): a spinner while it loads, and a note when it failed,
 * with the last good data left on screen.
 */
export function RefreshButton({
  fetching,
  failed = false,
  onRefresh,
  label = 'Refresh',
}: {
  fetching: boolean;
  /** The last refresh failed (the data shown is from before it). */
  failed?: boolean;
  onRefresh: () => void;
  label?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {failed && !fetching && (
        <p role="alert" className="text-sm text-red-800">
          Could not refresh. Try again.
        </p>
      )}
      <Button variant="secondary" size="sm" loading={fetching} onClick={onRefresh}>
        {!fetching && <RefreshCw aria-hidden="true" />}
        {label}
      </Button>
    </div>
  );
}
