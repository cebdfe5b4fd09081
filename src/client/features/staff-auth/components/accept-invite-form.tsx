import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router.tsx';
import * as z from 'zod/mini';
import { acceptInviteInput } from '#shared/schemas/staff-invite.ts';
import { NewPasswordForm, PasswordSet } from '../../../components/password-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { confirmationMatches } from '../../../lib/confirm-password.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';

const inviteForm = z
  .object({
    password: acceptInviteInput.shape.password,
    confirmPassword: z.string(),
  })
  .check(confirmationMatches('password'));

/** /staff-invite: the invited person chooses a password, then goes where their role starts. */
export function AcceptInviteForm({ token }: { token: string }) {
  const form = useForm({
    resolver: zodResolver(inviteForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const redirectTo = accept.data?.redirectTo;

  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => void navigate(redirectTo), 1000);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  if (accept.isSuccess) {
    return (
      <PasswordSet>
        Welcome, {accept.data.staff.name}. Your password is set; taking you to{' '}
        <a className="font-semibold text-brand-700 underline" href={accept.data.redirectTo}>
          {accept.data.redirectTo}
        </a>
        …
      </PasswordSet>
    );
  }

  const onValid = form.handleSubmit(({ password }) => {
    setProblem(undefined);
    accept.mutate(
      { token, password },
      {
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError)) {
            setProblem(
              error instanceof ApiError
                ? error.serverMessage
                : 'Your password could not be set. Please try again.',
            );
          }
        },
      },
    );
  });

  return (
    <NewPasswordForm
      form={form}
      onSubmit={onValid}
      problem={problem}
      help="At least 12 characters. Common and leaked passwords are refused."
      submit="Set password and sign in"
      loading={accept.isPending}
    />
  );
}
