import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { welcomeText } from '#shared/domain/greeting.ts';
import { loginInput, loginScreenInput, type LoginResponse } from '#shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { refusalReason } from '../../../lib/request-failure.ts';
import { useLogin } from '../api/session.ts';

/**
 * E-mail and password with SPEC.md §8's toasts. `wording` picks the dialog's or the login
 * screen's validation messages; `endpoint` the dialog's or the portal's sign-in call.
 */
export function SignInForm({
  wording,
  endpoint = '/api/login',
  onSignedIn,
  children,
}: {
  wording: 'dialog' | 'screen';
  endpoint?: '/api/login' | '/api/customer/login';
  onSignedIn?: (result: LoginResponse) => void;
  children?: React.ReactNode;
}) {
  const form = useForm({
    resolver: zodResolver(wording === 'dialog' ? loginInput : loginScreenInput),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin(endpoint);
  const errors = form.formState.errors;

  const onValid = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (result) => {
        if (!result.success || !result.customer) {
          toast({
            title: 'Login Failed',
            description: 'Invalid email or password. Please try again.',
            variant: 'destructive',
          });
          return;
        }
        toast({
          title: 'Login Successful!',
          description: `${welcomeText(result.customer.firstName, result.customer.returning)}!`,
        });
        onSignedIn?.(result);
      },
      onError: (error) => {
        const refused = refusalReason(error);
        if (refused) {
          toast({ title: 'Login Failed', description: refused, variant: 'destructive' });
        } else if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
          toast({
            title: 'Login Failed',
            description: 'Invalid email or password. Please try again.',
            variant: 'destructive',
          });
        } else {
          toast({
            title: 'Login Error',
            description: 'Something went wrong. Please try again.',
            variant: 'destructive',
          });
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={onValid} className="space-y-4">
      <FormField label="E-mail" error={errors.email?.message}>
        <Input {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input {...form.register('password')} type="password" autoComplete="current-password" />
      </FormField>
      <Button type="submit" className="w-full" loading={login.isPending}>
        Sign In
      </Button>
      {children}
    </form>
  );
}
