import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { enclosingDialog, takeEscapeLeftToDialog } from './escape-to-dialog.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

// Widths are a prop, not a className override: cn() does not merge conflicting utilities.
const dialogWidths = { md: 'max-w-lg', lg: 'max-w-3xl' } as const;

type AutoFocusHandler = (event: Event) => void;

/**
 * Closing puts focus back on whatever opened the dialog: Radix does that only for a Trigger,
 * and most dialogs and sheets here are opened by a row's button through state. When the opener
 * is gone or cannot take focus (the deleted bid's Delete button, a button now disabled), focus
 * goes to the dialog the opener was in, so that a confirmation inside a dialog leaves the
 * keyboard in that dialog and its Escape closes it. The handlers to spread on a
 * DialogPrimitive.Content, wrapping the caller's own.
 */
function useFocusReturn(onOpen?: AutoFocusHandler, onClose?: AutoFocusHandler) {
  const opener = useRef<{ element: HTMLElement; dialog: HTMLElement | null } | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Still the opener: Radix moves focus into the dialog after this event.
      const element = document.activeElement;
      opener.current =
        element instanceof HTMLElement && element !== document.body
          ? { element, dialog: enclosingDialog(element) }
          : null;
      onOpen?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onClose?.(event);
      if (event.defaultPrevented || !opener.current) return;
      const { element, dialog } = opener.current;
      if (element.isConnected) element.focus();
      if (document.activeElement !== element && dialog?.isConnected) dialog.focus();
      if (element.isConnected || dialog?.isConnected) event.preventDefault();
    },
  };
}

/**
 * Escape closes the dialog also when a toast above it took the key first (escape-to-dialog.ts).
 * For the content's keydown: it presses the dialog's own Close button, so the owner's
 * onOpenChange decides as for any close (a ConfirmDialog stays while its action runs).
 */
function withEscapeLeftToDialog(onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Escape' || !takeEscapeLeftToDialog(event.nativeEvent)) return;
    event.currentTarget.querySelector<HTMLButtonElement>(':scope > [data-dialog-close]')?.click();
  };
}

/**
 * The modal frame a DialogContent and a SheetContent share: overlay, focus trapped inside,
 * Escape closes it (Radix), also with a toast showing over it, the Close button in the corner,
 * and focus back on whatever opened it (useFocusReturn). `placement` is where it sits and how
 * wide it is.
 */
export function ModalContent({
  placement,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { placement: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(placement, className)}
        {...useFocusReturn(onOpenAutoFocus, onCloseAutoFocus)}
        onKeyDown={withEscapeLeftToDialog(onKeyDown)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-dialog-close
          aria-label="Close"
          className="absolute top-3 right-3 rounded-md p-2 text-muted hover:bg-stone-100"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A dialog in the middle of the screen, at most 80% of the viewport high (ModalContent). */
export function DialogContent({
  size = 'md',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: keyof typeof dialogWidths }) {
  return (
    <ModalContent
      placement={cn(
        'fixed top-1/2 left-1/2 z-50 max-h-[80vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
        dialogWidths[size],
      )}
      {...props}
    />
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
