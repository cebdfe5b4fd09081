import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { emailOnlyInput } from '#shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, FormProblem } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequestPasswordReset } from '../api/passwords.ts';

export const FORGOT_PASSWORD_SENT =
  "If an account exists with that email, you'll receive password reset instructions.";

/** Forgot password: always reports success, so nobody learns which accounts exist. */
export function ForgotPasswordForm({
  endpoint,
}: {
  endpoint: '/api/forgot-password' | '/api/customer/forgot-password';
}) {
  const form = useForm({ resolver: zodResolver(emailOnlyInput), defaultValues: { email: '' } });
  const reset = useRequestPasswordReset(endpoint);

  if (reset.isSuccess) {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
        {FORGOT_PASSWORD_SENT}
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ email }) => reset.mutate(email))}
      className="space-y-4"
    >
      {reset.isError && (
        <FormProblem
          problem={
            (reset.error instanceof ApiError &&
              reset.error.status === 429 &&
              reset.error.serverMessage) ||
            'Failed to send reset email'
          }
        />
      )}
      <FormField label="E-mail" error={form.formState.errors.email?.message}>
        <Input {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <Button type="submit" className="w-full" loading={reset.isPending}>
        Send reset link
      </Button>
    </form>
  );
}
