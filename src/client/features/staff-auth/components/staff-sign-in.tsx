import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffLoginInput } from '#shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { refusalReason } from '../../../lib/request-failure.ts';
import { useStaffLogin } from '../api/staff-session.ts';
import { SignInCodeStep } from './sign-in-code-step.tsx';
import { SignInCard } from './sign-in-card.tsx';

export type StaffSignInTexts = {
  failedTitle: string;
  failedDescription: string;
  errorTitle: string;
  errorDescription: string;
  successTitle: string;
  usernameLabel: string;
  submitLabel: string;
};

/**
 * The staff gate of /admin and /pipeline: a real staff sign-in checked by the server
 * (DECISIONS.md §2), with each dashboard's own SPEC.md §8 toasts. Enter submits.
 */
export function StaffSignIn({ texts, demoHint }: { texts: StaffSignInTexts; demoHint?: string }) {
  const form = useForm({
    resolver: zodResolver(staffLoginInput),
    defaultValues: { email: '', password: '' },
  });
  const login = useStaffLogin();
  const errors = form.formState.errors;
  // An admin with two-step sign-in gives a code after the password.
  const [codeStep, setCodeStep] = useState(false);
  const [restartReason, setRestartReason] = useState<string>();

  const onValid = form.handleSubmit((values) => {
    setRestartReason(undefined);
    login.mutate(values, {
      onSuccess: (answer) => {
        if ('codeRequired' in answer) setCodeStep(true);
        else toast({ title: texts.successTitle });
      },
      onError: (error) => {
        const refused = refusalReason(error);
        if (refused || (error instanceof ApiError && error.status === 401)) {
          toast({
            title: texts.failedTitle,
            description: refused ?? texts.failedDescription,
            variant: 'destructive',
          });
        } else {
          toast({
            title: texts.errorTitle,
            description: texts.errorDescription,
            variant: 'destructive',
          });
        }
      },
    });
  });

  if (codeStep) {
    return (
      <SignInCodeStep
        successTitle={texts.successTitle}
        onRestart={(reason) => {
          setRestartReason(reason);
          setCodeStep(false);
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <SignInCard icon={KeyRound} title="Staff sign-in" onSubmit={onValid}>
      {restartReason && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {restartReason}
        </p>
      )}
      <FormField label={texts.usernameLabel} error={errors.email?.message}>
        <Input {...form.register('email')} type="email" autoComplete="username" />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input {...form.register('password')} type="password" autoComplete="current-password" />
      </FormField>
      <Button type="submit" className="w-full" loading={login.isPending}>
        {texts.submitLabel}
      </Button>
      {demoHint && <p className="text-xs text-muted">{demoHint}</p>}
    </SignInCard>
  );
}
