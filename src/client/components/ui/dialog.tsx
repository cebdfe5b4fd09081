import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

// Widths are a prop, not a className override: cn() does not merge conflicting utilities.
const dialogWidths = { md: 'max-w-lg', lg: 'max-w-3xl' } as const;

type AutoFocusHandler = (event: Event) => void;

/**
 * Closing puts focus back on whatever opened the dialog: Radix does that only for a Trigger,
 * and most dialogs and sheets here are opened by a row's button through state. The handlers
 * to spread on a DialogPrimitive.Content, wrapping the caller's own.
 */
export function useFocusReturn(onOpen?: AutoFocusHandler, onClose?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Still the opener: Radix moves focus into the dialog after this event.
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpen?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onClose?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/**
 * Focus is trapped inside and Escape closes it (Radix); at most 80% of the viewport high.
 * Closing puts focus back on whatever opened the dialog: Radix does that only for a
 * DialogTrigger, and most dialogs here are opened by a row's button through state.
 */
export function DialogContent({
  className,
  children,
  size = 'md',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: keyof typeof dialogWidths }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[80vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
          dialogWidths[size],
          className,
        )}
        {...useFocusReturn(onOpenAutoFocus, onCloseAutoFocus)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-3 right-3 rounded-md p-2 text-muted hover:bg-stone-100"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-4 flex flex-col gap-1 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}
