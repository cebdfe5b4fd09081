import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { accountSetupInput } from '#shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NewPasswordFields } from '../../../components/password-fields.tsx';
import { FormField, FormProblem } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSetupAccount } from '../api/passwords.ts';
import { setupErrorMessage, usePortalAfterSetup } from './setup-messages.ts';

const accountSetupForm = z.extend(accountSetupInput, { confirmPassword: z.string() }).check(
  z.refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  }),
);

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
    return (
      <p role="status" className="text-lg">
        Your account is ready. Taking you to it…
      </p>
    );
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
    <form noValidate onSubmit={onValid} className="space-y-4">
      <FormProblem problem={problem} />
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
      <NewPasswordFields
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
        help="If you signed up on our site, enter the password you chose then."
      />
      <Button type="submit" className="w-full" loading={setup.isPending}>
        Finish setting up my account
      </Button>
    </form>
  );
}
