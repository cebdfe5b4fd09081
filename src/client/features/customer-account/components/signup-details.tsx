import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { formatPhone } from '#shared/domain/phone.ts';
import { SIGNUP_LINK_INVALID, signupInput, type CheckEmailResponse } from '#shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NewPasswordFields, PasswordSet } from '../../../components/password-fields.tsx';
import { ErrorSummary, FormField, FormProblem } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { confirmationMatches } from '../../../lib/confirm-password.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSignup } from '../api/signup.ts';
import { setupErrorMessage, usePortalAfterSetup } from './setup-messages.ts';
import { NO_SUBMISSION, USED_SIGNUP_LINK } from './signup-messages.ts';

const MISMATCH = 'Passwords do not match';

const detailsForm = z
  .extend(signupInput, {
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(confirmationMatches('password', { message: MISMATCH }));

// The visible fields, in the order the error summary lists them.
const fieldOrder = ['firstName', 'lastName', 'phone', 'password', 'confirmPassword'] as const;

type Submission = NonNullable<CheckEmailResponse['submission']>;

/**
 * The details form, reached from the e-mailed link (which proves the address): prefilled with
 * what the quote request holds, the name split at the first space (SPEC.md §4). Like the quote
 * form it checks on submit and says what is wrong; the button is disabled only while the two
 * passwords differ (SPEC.md §5), and then it says so.
 */
export function SignupDetails({
  link,
  submission,
}: {
  link: { email: string; token: string };
  submission: Submission;
}) {
  const space = submission.name.indexOf(' ');
  const form = useForm({
    resolver: zodResolver(detailsForm),
    defaultValues: {
      email: link.email,
      token: link.token,
      submissionId: submission.id,
      firstName: space === -1 ? submission.name : submission.name.slice(0, space),
      lastName: space === -1 ? '' : submission.name.slice(space + 1),
      phone: formatPhone(submission.phone),
      password: '',
      confirmPassword: '',
    },
  });
  const signup = useSignup();
  const [problem, setProblem] = useState<string>();
  const errors = form.formState.errors;
  const [password, confirmPassword] = useWatch({
    control: form.control,
    name: ['password', 'confirmPassword'],
  });
  const mismatch = Boolean(confirmPassword) && password !== confirmPassword;

  usePortalAfterSetup(signup.isSuccess);
  if (signup.isSuccess) {
    return <PasswordSet>Your account is ready. Taking you to it…</PasswordSet>;
  }

  const onValid = form.handleSubmit(({ confirmPassword: _confirm, ...input }) => {
    setProblem(undefined);
    signup.mutate(input, {
      onError: (error) => {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        if (message === SIGNUP_LINK_INVALID) setProblem(USED_SIGNUP_LINK);
        else if (message?.includes('No submission found')) setProblem(NO_SUBMISSION);
        else if (error instanceof ApiError && error.status === 409) {
          setProblem(setupErrorMessage(error));
        } else if (!applyServerFieldErrors(error, form.setError)) {
          setProblem('Failed to create account');
        }
      },
    });
  });

  const phone = form.register('phone', {
    onChange: (event: { target: { value: string } }) => {
      const formatted = formatPhone(event.target.value);
      if (formatted !== event.target.value) form.setValue('phone', formatted);
    },
  });
  const summary = fieldOrder
    .map((field) => ({ field, message: errors[field]?.message ?? '' }))
    .filter((e) => e.message);

  return (
    <form noValidate onSubmit={onValid} className="space-y-4">
      <p className="text-muted">
        Your e-mail is confirmed. Check your details and choose a password for{' '}
        <strong>{link.email}</strong>.
      </p>
      <FormProblem problem={problem} />
      {form.formState.submitCount > 0 && <ErrorSummary errors={summary} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" required error={errors.firstName?.message}>
          <Input {...form.register('firstName')} autoComplete="given-name" />
        </FormField>
        <FormField label="Last name" required error={errors.lastName?.message}>
          <Input {...form.register('lastName')} autoComplete="family-name" />
        </FormField>
      </div>
      <FormField label="Phone" required error={errors.phone?.message}>
        <Input {...phone} type="tel" inputMode="tel" autoComplete="tel" />
      </FormField>
      <NewPasswordFields
        required
        form={form}
        confirmFallback={mismatch ? MISMATCH : undefined}
        help="At least 8 characters."
      />
      <Button
        type="submit"
        className="w-full"
        disabled={mismatch}
        aria-describedby={mismatch ? 'signup-create-blocked' : undefined}
        loading={signup.isPending}
      >
        Create account
      </Button>
      {mismatch && (
        <p id="signup-create-blocked" className="text-center text-sm text-red-700">
          Type the same password twice to create your account.
        </p>
      )}
    </form>
  );
}
