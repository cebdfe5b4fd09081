import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from './ui/button.tsx';
import { FormField, FormProblem } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';

/**
 * A new password and its confirmation, as every form that sets one asks for them. The
 * confirmation is always `confirmPassword`; the password's own field name is the form's
 * (`newPassword` when the form also asks for the current one).
 */
export function NewPasswordFields<V extends FieldValues>({
  form,
  name = 'password' as Path<V>,
  confirmFallback,
  help,
  label = 'Password',
  confirmLabel = 'Confirm password',
  required,
}: {
  form: UseFormReturn<V>;
  name?: Path<V>;
  /** What the confirmation says when it has no error of its own (a mismatch seen as it is typed). */
  confirmFallback?: string;
  help?: ReactNode;
  label?: string;
  confirmLabel?: string;
  required?: boolean;
}) {
  const confirm = 'confirmPassword' as Path<V>;
  const errorOf = (field: Path<V>) => form.getFieldState(field, form.formState).error?.message;
  return (
    <>
      <FormField label={label} required={required} error={errorOf(name)} help={help}>
        <Input {...form.register(name)} type="password" autoComplete="new-password" />
      </FormField>
      <FormField
        label={confirmLabel}
        required={required}
        error={errorOf(confirm) ?? confirmFallback}
      >
        <Input {...form.register(confirm)} type="password" autoComplete="new-password" />
      </FormField>
    </>
  );
}

/**
 * The whole form of a page or dialog that sets a password: what went wrong, the fields before
 * the password (`children`), the password and its confirmation, and the full-width submit.
 */
export function NewPasswordForm<V extends FieldValues>({
  form,
  onSubmit,
  problem,
  name,
  help,
  label,
  confirmLabel,
  submit,
  loading,
  children,
}: {
  form: UseFormReturn<V>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  problem?: string;
  name?: Path<V>;
  help: ReactNode;
  label?: string;
  confirmLabel?: string;
  submit: ReactNode;
  loading: boolean;
  children?: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormProblem problem={problem} />
      {children}
      <NewPasswordFields
        form={form}
        name={name}
        help={help}
        label={label}
        confirmLabel={confirmLabel}
      />
      <Button type="submit" className="w-full" loading={loading}>
        {submit}
      </Button>
    </form>
  );
}

/** What a password form says once it is done, in place of the form. */
export function PasswordSet({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-lg">
      {children}
    </p>
  );
}
