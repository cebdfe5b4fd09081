import { zodResolver } from '@hookform/resolvers/zod';
import { HardHat } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { staffLoginInput } from '#shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { Link } from '../../../lib/router.tsx';
import { refusalReason } from '../../../lib/request-failure.ts';
import { useContractorSignIn } from '../api/contractor-portal.ts';

/**
 * The portal's gate: the staff sign-in (same rules, throttle and sessions), worded for
 * contractors. The failure is said on the form, next to the button.
 */
export function ContractorSignIn({ demoHint }: { demoHint?: string }) {
  const form = useForm({
    resolver: zodResolver(staffLoginInput),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useContractorSignIn();
  const errors = form.formState.errors;
  const failure = signIn.error
    ? (refusalReason(signIn.error) ??
      (signIn.error instanceof ApiError && signIn.error.status === 401
        ? 'The e-mail or password is not right.'
        : 'We could not sign you in. Please try again.'))
    : undefined;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
      aria-label="Contractor sign-in"
      className="mx-auto max-w-sm space-y-4 rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <HardHat className="size-5 text-brand-700" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Contractor sign-in</h2>
      </div>
      <FormField label="E-mail" error={errors.email?.message}>
        <Input {...form.register('email')} type="email" autoComplete="username" />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input {...form.register('password')} type="password" autoComplete="current-password" />
      </FormField>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" className="w-full" loading={signIn.isPending}>
        Sign in
      </Button>
      <p className="text-sm text-muted">
        Your account is set up by RoofBid when your company is vetted. Forgot your password? Ask
        RoofBid for a new link.
      </p>
      <p className="text-sm">
        Not a RoofBid contractor yet?{' '}
        <Link to="/contractors/apply" className="font-semibold text-brand-700 underline">
          Apply to bid
        </Link>
      </p>
      {demoHint && <p className="text-xs text-muted">{demoHint}</p>}
    </form>
  );
}
