import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { ModalContent } from './dialog.tsx';

export const Sheet = DialogPrimitive.Root;

/**
 * A dialog that slides in from the right edge, full height (shadcn's Sheet): for details read
 * beside a list, such as the pipeline's lead drawer. Like DialogContent it traps focus, closes
 * with Escape (also under a toast) and gives focus back to whatever opened it.
 */
export function SheetContent(props: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalContent
      placement="fixed inset-y-0 right-0 z-50 h-full w-full max-w-xl overflow-y-auto bg-white p-6 shadow-xl"
      {...props}
    />
  );
}
