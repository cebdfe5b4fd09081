import { readBootstrap } from '../../../lib/bootstrap.ts';

/** DECISIONS.md §3: the built-in test checkout is labelled TEST MODE on every screen. */
export function TestModeNotice() {
  if (readBootstrap().paymentMode !== 'test') return null;
  return (
    <p
      role="note"
      className="rounded-lg bg-yellow-100 px-3 py-2 text-sm font-semibold text-yellow-900"
    >
      TEST MODE: payments use the built-in test checkout and no card is charged. Card 4242 4242 4242
      4242 is approved.
    </p>
  );
}
