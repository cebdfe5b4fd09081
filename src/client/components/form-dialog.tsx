import {
  useState,
  type ComponentProps,
  type FormEventHandler,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button } from './ui/button.tsx';
import { toast } from './ui/toast-store.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog.tsx';

/**
 * The shell of the small create and edit dialogs: title, the line under it, then the form.
 * Opened by a row's button through state (`open` and `onClose`), or by its own `trigger`
 * (`onOpenChange`). Without a title the content brings its own header (a record's details that
 * load first).
 */
export function FormDialog({
  open,
  onClose,
  onOpenChange,
  trigger,
  title,
  description,
  size,
  children,
}: {
  open: boolean;
  /** Called when the dialog closes (Escape, the close button, outside click). */
  onClose?: () => void;
  /** Instead of onClose: every open and close. */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it, when it has one. */
  trigger?: ReactElement;
  title?: ReactNode;
  description?: ReactNode;
  size?: ComponentProps<typeof DialogContent>['size'];
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange ?? ((next) => !next && onClose?.())}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent size={size}>
        {title !== undefined && (
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description !== undefined && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
        )}
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A form's buttons, bottom right: Cancel (when there is onCancel) and submit. */
export function FormActions({
  submit,
  loading,
  onCancel,
  lockCancel = false,
}: {
  submit: ReactNode;
  loading?: boolean;
  onCancel?: () => void;
  /** Cancel waits for the save that is running. */
  lockCancel?: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {onCancel && (
        <Button
          type="button"
          variant="secondary"
          onClick={onCancel}
          disabled={(lockCancel && loading) || undefined}
        >
          Cancel
        </Button>
      )}
      <Button type="submit" loading={loading}>
        {submit}
      </Button>
    </div>
  );
}

/** A form named by its own h3 (`title`, with `titleId`): screen readers announce it by that. */
export function TitledForm({
  titleId,
  title,
  titleClassName = 'font-semibold',
  onSubmit,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className={className}>
      <h3 id={titleId} className={titleClassName}>
        {title}
      </h3>
      {children}
    </form>
  );
}

/** A checkbox with its label beside it, sized for thumbs. */
export function CheckboxField({ children, ...props }: ComponentProps<'input'>) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
      <input {...props} type="checkbox" className="size-5 accent-brand-600" />
      {children}
    </label>
  );
}

/**
 * The shell of a dialog that adds something from its own small button: the button, the dialog
 * and the submit button all say `title` ("Add Status"), the form's fields are the children.
 */
export function AddFormDialog({
  open,
  onOpenChange,
  icon,
  triggerVariant,
  size,
  title,
  description,
  onSubmit,
  loading,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's icon, hidden from screen readers (`<Plus aria-hidden="true" />`). */
  icon: ReactNode;
  triggerVariant?: ComponentProps<typeof Button>['variant'];
  size?: ComponentProps<typeof DialogContent>['size'];
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant={triggerVariant} size="sm">
          {icon}
          {title}
        </Button>
      }
      size={size}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
        <FormActions submit={title} loading={loading} />
      </form>
    </FormDialog>
  );
}

/**
 * A dialog that opens from its own button to add something: `props` for the FormDialog, and
 * `saved(title)` after a save (says so, empties the form, closes). Closing it empties its form.
 */
export function useAddDialog(reset: () => void) {
  const [open, setOpen] = useState(false);
  return {
    props: {
      open,
      onOpenChange: (next: boolean) => {
        setOpen(next);
        if (!next) reset();
      },
    },
    saved: (title: string) => {
      toast({ title });
      reset();
      setOpen(false);
    },
  };
}
