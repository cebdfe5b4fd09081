import { useEffect, useRef, useState } from 'react';

type Callbacks<T> = { onSuccess?: (result: T) => void; onError?: (error: unknown) => void };

/**
 * One request a user starts (apply a coupon, submit a form, open checkout) and whether it is
 * still running. TanStack Query's useMutation does the same on pages that already load it; the
 * quote funnel's pages use this instead to stay light (docs/decisions/page-weight.md).
 */
export function useAction<I, T>(run: (input: I) => Promise<T>) {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = (input: I, callbacks: Callbacks<T> = {}) => {
    setPending(true);
    run(input).then(
      (result) => {
        if (!mounted.current) return;
        setPending(false);
        callbacks.onSuccess?.(result);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setPending(false);
        callbacks.onError?.(error);
      },
    );
  };

  return { mutate, isPending };
}
