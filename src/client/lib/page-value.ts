import { useSyncExternalStore } from 'react';

/**
 * A value the server wrote into the page (BootstrapData) that the page itself may change later,
 * such as who is signed in: read from the page on first use, then set by the page, and every
 * component using it follows without a request. The server render sees null.
 */
export function pageValue<T>(fromPage: () => T | null) {
  let current: { value: T | null } | undefined;
  const listeners = new Set<() => void>();
  const read = () => (current ??= { value: fromPage() }).value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    set(value: T | null) {
      current = { value };
      for (const listener of listeners) listener();
    },
    useValue: () => useSyncExternalStore<T | null>(subscribe, read, () => null),
  };
}
