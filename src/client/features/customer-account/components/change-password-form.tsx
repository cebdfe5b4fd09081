import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { changePasswordInput } from '#shared/schemas/auth.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NewPasswordForm } from '../../../components/password-fields.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { confirmationMatches } from '../../../lib/confirm-password.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useChangePassword } from '../api/passwords.ts';

// The confirmation exists only in the browser; the server gets current and new.
const changePasswordForm = z
  .extend(changePasswordInput, {
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your new password')),
  })
  .check(confirmationMatches('newPassword', { skipEmpty: true }));

/** Settings: change password (SPEC.md §5, change password). */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useChangePassword();
  const errors = form.formState.errors;

  const onValid = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({
            title: 'Password changed',
            description: 'Use your new password next time you sign in.',
          });
          onDone();
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError);
          toast({
            title: 'Error',
            description:
              (error instanceof ApiError && error.serverMessage) || 'Failed to change password',
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <NewPasswordForm
      form={form}
      onSubmit={onValid}
      name="newPassword"
      help="At least 8 characters."
      label="New password"
      confirmLabel="Confirm new password"
      submit="Change password"
      loading={change.isPending}
    >
      <FormField label="Current password" error={errors.currentPassword?.message}>
        <Input
          {...form.register('currentPassword')}
          type="password"
          autoComplete="current-password"
        />
      </FormField>
    </NewPasswordForm>
  );
}
