import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { twoFactorCodeInput } from '#shared/schemas/two-factor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useTurnOffTwoFactor, useTwoFactorStatus } from '../api/two-factor.ts';
import { TwoFactorSetupFlow } from './two-factor-setup.tsx';

/** The recovery codes, shown once right after two-step sign-in is turned on. */
function RecoveryCodesNotice({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  return (
    <div className="max-w-xl space-y-4" role="status">
      <p className="font-semibold text-green-800">Two-step sign-in is on.</p>
      <p className="text-sm">
        Save these recovery codes somewhere safe (a password manager, or printed). Each signs you in
        once if you lose your phone. They are shown only now.
      </p>
      <ol className="grid grid-cols-2 gap-2 rounded-lg border border-line bg-stone-50 p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button onClick={onSaved}>I have saved my recovery codes</Button>
    </div>
  );
}

function TurnOffForm() {
  const turnOff = useTurnOffTwoFactor();
  const form = useForm({ resolver: zodResolver(twoFactorCodeInput), defaultValues: { code: '' } });
  const onValid = form.handleSubmit((values) =>
    turnOff.mutate(values, {
      onSuccess: () => toast({ title: 'Two-step sign-in is off' }),
      onError: (error) => showSaveFailure('Two-step sign-in is still on', error, form.setError),
    }),
  );
  return (
    <form noValidate onSubmit={onValid} className="max-w-sm space-y-4">
      <FormField
        label="Code from your app, or a recovery code"
        error={form.formState.errors.code?.message}
      >
        <Input {...form.register('code')} autoComplete="one-time-code" autoCapitalize="none" />
      </FormField>
      <Button type="submit" variant="destructive" loading={turnOff.isPending}>
        Turn off two-step sign-in
      </Button>
    </form>
  );
}

/**
 * Your sign-in: optional two-step sign-in for the signed-in admin's own account, with an
 * authenticator app and ten single-use recovery codes.
 */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  let body;
  if (recoveryCodes) {
    body = (
      <RecoveryCodesNotice codes={recoveryCodes} onSaved={() => setRecoveryCodes(undefined)} />
    );
  } else if (status.isPending) {
    body = <ListLoading rows={2} label="Loading your sign-in settings" />;
  } else if (status.isError) {
    body = (
      <ListError
        message="Your sign-in settings could not be loaded."
        onRetry={() => void status.refetch()}
      />
    );
  } else if (status.data.enabled) {
    body = (
      <div className="space-y-4">
        <p className="flex items-center gap-2 font-semibold text-green-800">
          <ShieldCheck className="size-5" aria-hidden="true" />
          Two-step sign-in is on: {status.data.recoveryCodesLeft} recovery codes left.
        </p>
        <TurnOffForm />
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <p className="max-w-xl text-sm">
          Two-step sign-in is off. Turn it on and signing in to your account also asks for a code
          from an authenticator app on your phone, so a stolen password alone is not enough.
        </p>
        <TwoFactorSetupFlow onDone={setRecoveryCodes} />
      </div>
    );
  }

  return (
    <section aria-labelledby="two-factor-title" className="space-y-4">
      <h2 id="two-factor-title" className="text-xl font-bold">
        Two-step sign-in
      </h2>
      {body}
    </section>
  );
}
