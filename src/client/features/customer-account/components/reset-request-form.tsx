import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { emailOnlyInput } from '#shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useRequestPasswordReset } from '../api/passwords.ts';

/** The dialog's reset view: e-mail, Send Reset Link, Back to Login (SPEC.md §2, §8). */
export function ResetRequestForm({ onDone }: { onDone: () => void }) {
  const form = useForm({ resolver: zodResolver(emailOnlyInput), defaultValues: { email: '' } });
  const reset = useRequestPasswordReset('/api/password-reset');

  const send = () => {
    if (!form.getValues('email').trim()) {
      toast({ title: 'Please enter an email address', variant: 'destructive' });
    }
    void form.handleSubmit(({ email }) =>
      reset.mutate(email, {
        onSuccess: () => {
          toast({
            title: 'Password Reset Email Sent',
            description: 'Check your email for a link to reset your password.',
          });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: failureDescription(
              error,
              'Unable to send password reset email. Please try again or contact support.',
            ),
            variant: 'destructive',
          }),
      }),
    )();
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <p className="text-sm text-muted">
        Enter the e-mail you used for your order and we will send you a link to choose a new
        password.
      </p>
      <FormField label="E-mail" error={form.formState.errors.email?.message}>
        <Input {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <Button type="submit" className="w-full" loading={reset.isPending}>
        Send Reset Link
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onDone}>
        Back to Login
      </Button>
    </form>
  );
}
