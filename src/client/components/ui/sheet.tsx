import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFocusReturn, withEscapeLeftToDialog } from './dialog.tsx';

export const Sheet = DialogPrimitive.Root;

/**
 * A dialog that slides in from the right edge, full height (shadcn's Sheet): for details read
 * beside a list, such as the pipeline's lead drawer. Like DialogContent it traps focus, closes
 * with Escape (also under a toast) and gives focus back to whatever opened it.
 */
export function SheetContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 h-full w-full max-w-xl overflow-y-auto bg-white p-6 shadow-xl',
          className,
        )}
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
