import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useValidateCoupon } from '../api/validate-coupon.ts';

export type AppliedCoupon = { code: string; priceCents: number };

/**
 * Coupon code with Apply. The server decides validity and price; an emptied field goes back to
 * the base price at once. Codes are upper case as they are typed; why a code was refused stays
 * under the field (its description) after the toast has gone.
 */
export function CouponField({
  value,
  onChange,
  basePrice,
  applied,
  onApplied,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  basePrice: number;
  applied: AppliedCoupon | undefined;
  onApplied: (coupon: AppliedCoupon | undefined) => void;
  error?: string;
}) {
  const validate = useValidateCoupon();
  const [checked, setChecked] = useState<string>();
  const [refused, setRefused] = useState<{ code: string; message: string }>();

  const apply = () => {
    const couponCode = value.trim();
    if (!couponCode) {
      onApplied(undefined);
      return;
    }
    validate.mutate(
      { couponCode, basePrice },
      {
        onSuccess: (result) => {
          setChecked(couponCode);
          if (result.valid) {
            setRefused(undefined);
            onApplied({ code: result.couponCode, priceCents: result.discountedPriceCents });
            toast({ title: 'Coupon Applied!', description: result.message });
          } else {
            setRefused({ code: couponCode, message: result.message });
            onApplied(undefined);
            toast({ title: 'Invalid Coupon', description: result.message, variant: 'destructive' });
          }
        },
        onError: (error) => {
          onApplied(undefined);
          toast({
            title: 'Error',
            description: failureDescription(error, 'Unable to validate coupon. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <FormField
      label="Coupon code"
      error={error ?? (refused?.code === value.trim() ? refused.message : undefined)}
      help={
        applied
          ? `${applied.code} is applied.`
          : checked && checked === value.trim()
            ? undefined
            : 'Optional. Have a code from a flyer or a sales rep? Enter it and press Apply.'
      }
    >
      <CouponInput
        value={value}
        loading={validate.isPending}
        onApply={apply}
        onChange={(next) => {
          onChange(next);
          // A changed code no longer matches the applied one; an empty one means no coupon.
          if (applied && next.trim().toUpperCase() !== applied.code) onApplied(undefined);
        }}
      />
    </FormField>
  );
}

function CouponInput({
  value,
  loading,
  onApply,
  onChange,
  ...aria
}: {
  value: string;
  loading: boolean;
  onApply: () => void;
  onChange: (value: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <div className="flex gap-2">
      <Input
        {...aria}
        name="couponCode"
        value={value}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(event) => {
          // Upper case as typed, the caret kept where it was.
          const input = event.target;
          const upper = input.value.toUpperCase();
          if (upper !== input.value && upper.length === input.value.length) {
            const { selectionStart, selectionEnd } = input;
            input.value = upper;
            input.setSelectionRange(selectionStart, selectionEnd);
          }
          onChange(upper);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onApply();
          }
        }}
      />
      <Button type="button" variant="secondary" loading={loading} onClick={onApply}>
        Apply
      </Button>
    </div>
  );
}
