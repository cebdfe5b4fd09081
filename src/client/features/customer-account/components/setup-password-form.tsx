import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { setupPassword } from '#shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NewPasswordFields } from '../../../components/password-fields.tsx';
import { ErrorSummary, FormField, FormProblem } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
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
    z.refine((v) => v.password === v.confirmPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    }),
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
    return (
      <p role="status" className="text-lg">
        Your password is set. Taking you to your account…
      </p>
    );
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
    <form noValidate onSubmit={onValid} className="space-y-4">
      <FormProblem problem={problem} />
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
      <NewPasswordFields
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
        help="At least 8 characters."
      />
      <Button type="submit" className="w-full" loading={setup.isPending}>
        Set password
      </Button>
    </form>
  );
}
