import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';

/**
 * A new password and its confirmation, as every form that sets one asks for them. The fields
 * come registered (`form.register('password')`), so each form keeps its own field names.
 */
export function NewPasswordFields({
  password,
  confirm,
  passwordError,
  confirmError,
  help,
  label = 'Password',
  confirmLabel = 'Confirm password',
  required,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
  help?: ReactNode;
  label?: string;
  confirmLabel?: string;
  required?: boolean;
}) {
  return (
    <>
      <FormField label={label} required={required} error={passwordError} help={help}>
        <Input {...password} type="password" autoComplete="new-password" />
      </FormField>
      <FormField label={confirmLabel} required={required} error={confirmError}>
        <Input {...confirm} type="password" autoComplete="new-password" />
      </FormField>
    </>
  );
}
