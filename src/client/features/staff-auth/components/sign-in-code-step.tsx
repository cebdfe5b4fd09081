import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { twoFactorCodeInput } from '#shared/schemas/two-factor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { refusalReason } from '../../../lib/request-failure.ts';
import { useStaffLoginCode } from '../api/staff-session.ts';
import { SignInCard } from './sign-in-card.tsx';

/**
 * The second step of an admin's sign-in with two-step sign-in on: a code from the authenticator
 * app, or a recovery code. A sign-in that timed out or had too many wrong codes starts over.
 */
export function SignInCodeStep({
  successTitle,
  onRestart,
}: {
  successTitle: string;
  /** Back to the password, with the reason when the server ended the sign-in. */
  onRestart: (reason?: string) => void;
}) {
  const form = useForm({
    resolver: zodResolver(twoFactorCodeInput),
    defaultValues: { code: '' },
  });
  const answer = useStaffLoginCode();
  const error = form.formState.errors.code?.message;

  const onValid = form.handleSubmit((values) =>
    answer.mutate(values, {
      onSuccess: () => toast({ title: successTitle }),
      onError: (failure) => {
        if (applyServerFieldErrors(failure, form.setError)) return;
        const refused = refusalReason(failure);
        if (!refused && failure instanceof ApiError && failure.status === 401) {
          onRestart(failure.serverMessage);
          return;
        }
        form.setError('code', {
          type: 'server',
          message: refused ?? 'The code could not be checked. Please try again.',
        });
      },
    }),
  );

  return (
    <SignInCard icon={ShieldCheck} title="Two-step sign-in" onSubmit={onValid}>
      <FormField
        label="Authentication code"
        error={error}
        help="The 6-digit code in your authenticator app. Lost your phone? Enter one of your recovery codes."
      >
        <Input
          {...form.register('code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          // The password step's form is gone: the code field takes the focus it had.
          autoFocus
        />
      </FormField>
      <Button type="submit" className="w-full" loading={answer.isPending}>
        Verify code
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="w-full"
        disabled={answer.isPending}
        onClick={() => onRestart()}
      >
        Start over
      </Button>
    </SignInCard>
  );
}
