import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router.tsx';
import * as z from 'zod/mini';
import { acceptInviteInput } from '#shared/schemas/staff-invite.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NewPasswordFields } from '../../../components/password-fields.tsx';
import { FormProblem } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';

const inviteForm = z
  .object({
    password: acceptInviteInput.shape.password,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    }),
  );

/** /staff-invite: the invited person chooses a password, then goes where their role starts. */
export function AcceptInviteForm({ token }: { token: string }) {
  const form = useForm({
    resolver: zodResolver(inviteForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const errors = form.formState.errors;
  const redirectTo = accept.data?.redirectTo;

  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => void navigate(redirectTo), 1000);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  if (accept.isSuccess) {
    return (
      <p role="status" className="text-lg">
        Welcome, {accept.data.staff.name}. Your password is set; taking you to{' '}
        <a className="font-semibold text-brand-700 underline" href={accept.data.redirectTo}>
          {accept.data.redirectTo}
        </a>
        …
      </p>
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
    <form noValidate onSubmit={onValid} className="space-y-4">
      <FormProblem problem={problem} />
      <NewPasswordFields
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
        help="At least 12 characters. Common and leaked passwords are refused."
      />
      <Button type="submit" className="w-full" loading={accept.isPending}>
        Set password and sign in
      </Button>
    </form>
  );
}
