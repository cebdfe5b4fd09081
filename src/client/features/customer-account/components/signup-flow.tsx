import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { signupInput } from '#shared/schemas/auth.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import { emailAddress } from '#shared/schemas/common.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useCheckEmail, useSignup } from '../api/signup.ts';

const NO_SUBMISSION =
  "We couldn't find a quote request with this email. Please submit a quote request first on our main form.";

/** The signup modes of the login screen: e-mail check, details form, success. */
export function SignupFlow({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [found, setFound] = useState<{ email: string; id: string; name: string }>();
  const [done, setDone] = useState<string>();

  if (done) {
    return (
      <div className="space-y-3 text-center" role="status">
        <MailCheck className="mx-auto size-12 text-green-700" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Check your e-mail</h2>
        <p className="text-muted">{done}</p>
        <p className="text-sm text-muted">
          Open the link and enter the password you chose to activate your account.
        </p>
      </div>
    );
  }
  if (found) return <SignupDetails submission={found} onDone={setDone} />;
  return <EmailCheck onFound={setFound} onBackToLogin={onBackToLogin} />;
}

const emailCheckForm = z.object({ email: emailAddress('Please enter a valid email') });

function EmailCheck({
  onFound,
  onBackToLogin,
}: {
  onFound: (submission: { email: string; id: string; name: string }) => void;
  onBackToLogin: () => void;
}) {
  const form = useForm({ resolver: zodResolver(emailCheckForm), defaultValues: { email: '' } });
  const check = useCheckEmail();
  const [problem, setProblem] = useState<string>();

  const onValid = form.handleSubmit(({ email }) => {
    setProblem(undefined);
    check.mutate(email, {
      onSuccess: (result) => {
        if (result.hasSubmission && result.submission) onFound({ email, ...result.submission });
        else setProblem(NO_SUBMISSION);
      },
      onError: (error) =>
        setProblem(
          error instanceof ApiError && error.message.includes('No submission found')
            ? NO_SUBMISSION
            : failureDescription(error, 'An error occurred'),
        ),
    });
  });

  return (
    <form noValidate onSubmit={onValid} className="space-y-4">
      <p className="text-muted">Create an account for the e-mail you used on your quote request.</p>
      {problem && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          <p>{problem}</p>
          {problem === NO_SUBMISSION && (
            <Link to="/get-quote" className="mt-2 inline-block font-semibold underline">
              Request a quote
            </Link>
          )}
        </div>
      )}
      <FormField label="E-mail" error={form.formState.errors.email?.message}>
        <Input {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <Button type="submit" className="w-full" loading={check.isPending}>
        Continue
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBackToLogin}>
        I already have an account
      </Button>
    </form>
  );
}

const detailsForm = z
  .extend(signupInput, {
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );

function SignupDetails({
  submission,
  onDone,
}: {
  submission: { email: string; id: string; name: string };
  onDone: (message: string) => void;
}) {
  // SPEC.md §4: the name is split into first and last at the first space.
  const space = submission.name.indexOf(' ');
  const form = useForm({
    resolver: zodResolver(detailsForm),
    defaultValues: {
      email: submission.email,
      submissionId: submission.id,
      firstName: space === -1 ? submission.name : submission.name.slice(0, space),
      lastName: space === -1 ? '' : submission.name.slice(space + 1),
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });
  const signup = useSignup();
  const [problem, setProblem] = useState<string>();
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control });
  const complete = Boolean(
    values.firstName?.trim() &&
    values.lastName?.trim() &&
    values.phone?.trim() &&
    values.password &&
    values.confirmPassword,
  );
  const mismatch = Boolean(values.confirmPassword) && values.password !== values.confirmPassword;

  const onValid = form.handleSubmit(({ confirmPassword: _confirm, ...input }) => {
    setProblem(undefined);
    signup.mutate(input, {
      onSuccess: (result) =>
        onDone(result.message ?? 'We sent you a link to confirm your account.'),
      onError: (error) => {
        if (error instanceof ApiError && error.message.includes('No submission found'))
          setProblem(NO_SUBMISSION);
        else if (!applyServerFieldErrors(error, form.setError))
          setProblem(failureDescription(error, 'Failed to create account'));
      },
    });
  });

  const phone = form.register('phone', {
    onChange: (event: { target: { value: string } }) => {
      const formatted = formatPhone(event.target.value);
      if (formatted !== event.target.value) form.setValue('phone', formatted);
    },
  });

  return (
    <form noValidate onSubmit={onValid} className="space-y-4">
      <p className="text-muted">
        We found your quote request. Check your details and choose a password for{' '}
        <strong>{submission.email}</strong>.
      </p>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {problem}
        </p>
      )}
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
      <FormField
        label="Password"
        required
        error={errors.password?.message}
        help="At least 8 characters."
      >
        <Input {...form.register('password')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField
        label="Confirm password"
        required
        error={errors.confirmPassword?.message ?? (mismatch ? 'Passwords do not match' : undefined)}
      >
        <Input {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
      </FormField>
      <Button
        type="submit"
        className="w-full"
        disabled={!complete || mismatch}
        loading={signup.isPending}
      >
        Create account
      </Button>
    </form>
  );
}
