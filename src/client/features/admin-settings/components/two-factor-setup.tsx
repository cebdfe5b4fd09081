import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  twoFactorCodeInput,
  twoFactorSetupInput,
  type TwoFactorSetup,
} from '#shared/schemas/two-factor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/two-factor.ts';

/** The password again, then the secret to scan. */
function PasswordStep({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const start = useStartTwoFactor();
  const form = useForm({
    resolver: zodResolver(twoFactorSetupInput),
    defaultValues: { password: '' },
  });
  const onValid = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: onStarted,
      onError: (error) => showSaveFailure('Two-step sign-in was not set up', error, form.setError),
    }),
  );
  return (
    <form noValidate onSubmit={onValid} className="max-w-sm space-y-4">
      <FormField
        label="Your password"
        error={form.formState.errors.password?.message}
        help="Asked again before your account is tied to a phone."
      >
        <Input {...form.register('password')} type="password" autoComplete="current-password" />
      </FormField>
      <Button type="submit" loading={start.isPending}>
        Set up two-step sign-in
      </Button>
    </form>
  );
}

/** The secret as a QR code and as text, and the first code from the app to prove it. */
function ScanStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const form = useForm({ resolver: zodResolver(twoFactorCodeInput), defaultValues: { code: '' } });
  const onValid = form.handleSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
      onError: (error) => showSaveFailure('Two-step sign-in is not on yet', error, form.setError),
    }),
  );
  return (
    <form noValidate onSubmit={onValid} className="max-w-xl space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Open an authenticator app on your phone (Google Authenticator, 1Password, Authy…).</li>
        <li>Scan this code, or enter the key below by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code for your authenticator app"
        className="size-48 rounded-lg border border-line bg-white"
      />
      <p className="text-sm">
        Key:{' '}
        <code className="rounded bg-stone-100 px-2 py-1 font-mono break-all">
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </p>
      <FormField label="Code from the app" error={form.formState.errors.code?.message}>
        <Input
          {...form.register('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          className="max-w-40"
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={confirm.isPending}>
          Turn on
        </Button>
        <Button type="button" variant="secondary" disabled={confirm.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Setting up an authenticator app, step by step; the recovery codes go to `onDone`. */
export function TwoFactorSetupFlow({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup>();
  return setup ? (
    <ScanStep setup={setup} onConfirmed={onDone} onCancel={() => setSetup(undefined)} />
  ) : (
    <PasswordStep onStarted={setSetup} />
  );
}
