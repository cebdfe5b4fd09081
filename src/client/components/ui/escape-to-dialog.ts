/**
 * An Escape pressed inside a dialog is that dialog's. Radix gives Escape to the newest
 * dismissable layer, and a toast is one: a toast shown over a dialog ("Bid Deleted" after a
 * confirmation inside it) took the first Escape, and the dialog seemed not to hear it. The
 * toaster leaves such an Escape to the dialog (the toast stays for its time), and the dialog
 * closes on it (dialog.tsx). Its own module, so that the toaster's chunk stays without Radix
 * Dialog.
 */
const leftToDialogs = new WeakSet<Event>();

const dialogRoles = '[role="dialog"], [role="alertdialog"]';

/** For a layer above dialogs (a toast): passes on an Escape pressed inside a dialog. */
export function leaveEscapeToDialog(event: KeyboardEvent) {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest(dialogRoles)) return;
  // Keeps the toast open; the dialog below checks the mark, not defaultPrevented.
  event.preventDefault();
  leftToDialogs.add(event);
}

/** True once for an Escape passed on by leaveEscapeToDialog: the innermost dialog takes it. */
export const takeEscapeLeftToDialog = (event: Event) => leftToDialogs.delete(event);

/** The dialog (or alert dialog) an element is in, if any. */
export const enclosingDialog = (element: Element) => element.closest<HTMLElement>(dialogRoles);
