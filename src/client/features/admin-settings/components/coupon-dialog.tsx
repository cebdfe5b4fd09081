import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { centsToAmount } from '#shared/domain/money.ts';
import { couponInput } from '#shared/schemas/admin/content.ts';
import { CheckboxField, FormActions, FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toDateInput } from '../../../lib/date-time.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useSaveCoupon, type Coupon } from '../api/coupons.ts';

export type CouponDialogState = { mode: 'create' } | { mode: 'edit'; coupon: Coupon } | null;

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const numberOrNull = (value: unknown) =>
  value === '' || value === undefined || value === null ? null : Number(value);

/** A calendar day typed in the form -> the end of that day, local time, as ISO. */
const endOfDay = (day: string | null | undefined) =>
  day ? new Date(`${day}T23:59:59`).toISOString() : null;

function CouponForm({ coupon, onDone }: { coupon?: Coupon; onDone: () => void }) {
  const save = useSaveCoupon();
  // Raw values: the price goes as typed dollars; the server applies couponInput itself.
  const form = useForm({
    resolver: zodResolver(couponInput, undefined, { raw: true }),
    defaultValues: {
      code: coupon?.code ?? '',
      kind: coupon?.kind ?? 'percent',
      percentOff: coupon?.percentOff ?? null,
      finalPrice: coupon?.finalPriceCents == null ? null : centsToAmount(coupon.finalPriceCents),
      description: coupon?.description ?? '',
      isActive: coupon?.isActive ?? true,
      expiresAt: toDateInput(coupon?.expiresAt) || null,
      maxUses: coupon?.maxUses ?? null,
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;
  const verb = coupon ? 'update' : 'create';

  const onValid = form.handleSubmit((values) => {
    const input = {
      ...values,
      // Only the field of the chosen kind is kept.
      percentOff: values.kind === 'percent' ? values.percentOff : null,
      finalPrice: values.kind === 'fixed_price' ? values.finalPrice : null,
      expiresAt: endOfDay(values.expiresAt),
    };
    save.mutate(
      { id: coupon?.id, input },
      {
        onSuccess: (saved) => {
          toast({
            title: coupon ? 'Coupon Updated' : 'Coupon Created',
            description: `${saved.code} is ${saved.isActive ? 'active' : 'inactive'}.`,
          });
          onDone();
        },
        onError: (error) => {
          showSaveFailure(`Failed to ${verb} coupon`, error, form.setError);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onValid} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Code"
          required
          error={errors.code?.message}
          help="Letters, digits, - and _."
        >
          <Input
            {...form.register('code')}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={40}
            className="uppercase"
          />
        </FormField>
        <FormField label="Discount type" error={errors.kind?.message}>
          <NativeSelect {...form.register('kind')}>
            <option value="percent">Percent off</option>
            <option value="fixed_price">Fixed final price</option>
          </NativeSelect>
        </FormField>
        {kind === 'percent' ? (
          <FormField
            label="Percent off"
            required
            error={errors.percentOff?.message}
            help="1 to 100."
          >
            <Input
              {...form.register('percentOff', { setValueAs: numberOrNull })}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
            />
          </FormField>
        ) : (
          <FormField
            label="Final price ($)"
            required
            error={errors.finalPrice?.message}
            help="What the homeowner pays with this code."
          >
            <Input
              {...form.register('finalPrice', { setValueAs: blankToNull })}
              inputMode="decimal"
              autoComplete="off"
            />
          </FormField>
        )}
        <FormField label="Description" required error={errors.description?.message}>
          <Input {...form.register('description')} maxLength={120} autoComplete="off" />
        </FormField>
        <FormField label="Expires after" error={errors.expiresAt?.message} help="Blank: never.">
          <Input {...form.register('expiresAt', { setValueAs: blankToNull })} type="date" />
        </FormField>
        <FormField label="Maximum uses" error={errors.maxUses?.message} help="Blank: no limit.">
          <Input
            {...form.register('maxUses', { setValueAs: numberOrNull })}
            type="number"
            inputMode="numeric"
            min={1}
          />
        </FormField>
      </div>
      <CheckboxField {...form.register('isActive')}>
        Active (can be used on the quote form)
      </CheckboxField>
      {coupon && (
        <p className="text-sm text-muted">
          Used {coupon.usedCount.toLocaleString()} time{coupon.usedCount === 1 ? '' : 's'} so far.
        </p>
      )}
      <FormActions
        submit={coupon ? 'Save coupon' : 'Create coupon'}
        loading={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

export function CouponDialog({
  state,
  onClose,
}: {
  state: CouponDialogState;
  onClose: () => void;
}) {
  const coupon = state?.mode === 'edit' ? state.coupon : undefined;
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      size="lg"
      title={coupon ? `Edit ${coupon.code}` : 'New coupon'}
      description="Homeowners enter the code on /get-quote; the server decides the price."
    >
      {state && <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onDone={onClose} />}
    </FormDialog>
  );
}
