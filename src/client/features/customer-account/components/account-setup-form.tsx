import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { accountSetupInput } from '#shared/schemas/auth.ts';
import { NewPasswordForm, PasswordSet } from '../../../components/password-fields.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { confirmationMatches } from '../../../lib/confirm-password.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSetupAccount } from '../api/passwords.ts';
import { setupErrorMessage, usePortalAfterSetup } from './setup-messages.ts';

const accountSetupForm = z
  .extend(accountSetupInput, { confirmPassword: z.string() })
  .check(confirmationMatches('password'));

/** /account-setup: e-mail, setup token, password and confirmation (SPEC.md §2, §5). */
export function AccountSetupForm({ email, setupToken }: { email: string; setupToken: string }) {
  const form = useForm({
    resolver: zodResolver(accountSetupForm),
    defaultValues: { email, setupToken, password: '', confirmPassword: '' },
  });
  const setup = useSetupAccount();
  const [problem, setProblem] = useState<string>();
  const errors = form.formState.errors;

  usePortalAfterSetup(setup.isSuccess);

  if (setup.isSuccess) {
    return <PasswordSet>Your account is ready. Taking you to it…</PasswordSet>;
  }

  const onValid = form.handleSubmit((values) => {
    setProblem(undefined);
    setup.mutate(values, {
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError)) setProblem(setupErrorMessage(error));
      },
    });
  });

  return (
    <NewPasswordForm
      form={form}
      onSubmit={onValid}
      problem={problem}
      help="If you signed up on our site, enter the password you chose then."
      submit="Finish setting up my account"
      loading={setup.isPending}
    >
      <FormField label="E-mail" error={errors.email?.message}>
        <Input {...form.register('email')} type="email" autoComplete="email" />
      </FormField>
      <FormField
        label="Setup token"
        error={errors.setupToken?.message}
        help="From the link in your e-mail."
      >
        <Input {...form.register('setupToken')} autoComplete="off" />
      </FormField>
    </NewPasswordForm>
  );
}
