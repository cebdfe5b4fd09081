import type { ComponentProps } from 'react';

/**
 * A link that opens in a new tab (an uploaded invoice or photo, served by GET /api/files/{id}):
 * the dashboard stays where it was, the new tab gets no handle on it (noopener) nor its address
 * (noreferrer), and screen readers are told before they follow it.
 */
export function NewTabLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
