import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { setupPassword } from '#shared/schemas/auth.ts';
import { NewPasswordForm, PasswordSet } from '../../../components/password-fields.tsx';
import { ErrorSummary, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { confirmationMatches } from '../../../lib/confirm-password.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSetupPassword } from '../api/passwords.ts';
import { linkRefused, setupErrorMessage, usePortalAfterSetup } from './setup-messages.ts';

// SPEC.md §5, setup password; the password's rule is the server's (8 characters).
const setupForm = z
  .object({
    email: z.string().check(
      z.trim(),
      z.minLength(1, 'Please enter a valid email address'),
      z.refine((v) => v.includes('@'), 'Invalid email'),
    ),
    confirmEmail: z.string().check(z.trim()),
    password: setupPassword,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.email.toLowerCase() === v.confirmEmail.toLowerCase(), {
      message: "Emails don't match",
      path: ['confirmEmail'],
    }),
    confirmationMatches('password'),
  );

// The fields in the order the error summary lists them.
const fieldOrder = ['email', 'confirmEmail', 'password', 'confirmPassword'] as const;

/** /setup-password: choose a password from the e-mailed link, then on to the portal. */
export function SetupPasswordForm({ token }: { token: string }) {
  const form = useForm({
    resolver: zodResolver(setupForm),
    defaultValues: { email: '', confirmEmail: '', password: '', confirmPassword: '' },
  });
  const setup = useSetupPassword();
  const [problem, setProblem] = useState<string>();
  const errors = form.formState.errors;

  usePortalAfterSetup(setup.isSuccess);

  if (setup.isSuccess) {
    return <PasswordSet>Your password is set. Taking you to your account…</PasswordSet>;
  }

  const onValid = form.handleSubmit(({ email, password }) => {
    setProblem(undefined);
    setup.mutate(
      { token, email, password },
      {
        onError: (error) => {
          // A refused link is the page's problem, not a field's: no field shows the token.
          if (linkRefused(error) || !applyServerFieldErrors(error, form.setError)) {
            setProblem(setupErrorMessage(error));
          }
        },
      },
    );
  });

  const summary = fieldOrder
    .map((field) => ({ field, message: errors[field]?.message ?? '' }))
    .filter((e) => e.message);

  return (
    <NewPasswordForm
      form={form}
      onSubmit={onValid}
      problem={problem}
      help="At least 8 characters."
      submit="Set password"
      loading={setup.isPending}
    >
      {form.formState.submitCount > 0 && <ErrorSummary errors={summary} />}
      <FormField
        label="E-mail"
        error={errors.email?.message}
        help="The address your order was sent to."
      >
        <Input {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <FormField label="Confirm e-mail" error={errors.confirmEmail?.message}>
        <Input
          {...form.register('confirmEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </FormField>
    </NewPasswordForm>
  );
}
