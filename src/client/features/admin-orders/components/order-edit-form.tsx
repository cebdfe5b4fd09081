import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { orderStatuses } from '#shared/constants/options.ts';
import { centsToAmount } from '#shared/domain/money.ts';
import {
  updateOrderInput,
  type AdminOrderDetail,
  type UpdateOrderInput,
} from '#shared/schemas/admin/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, SelectOptions, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useUpdateOrder } from '../api/orders.ts';
import { statusLabel } from './order-badges.tsx';
import { ProjectOptionSelects } from './option-select.tsx';

const formValues = (order: AdminOrderDetail): UpdateOrderInput => ({
  totalAmount: centsToAmount(order.totalAmountCents),
  status: order.status,
  customerEmail: order.customerEmail,
  customerName: order.customerName,
  phone: order.phone ?? '',
  address: order.address ?? '',
  projectType: order.projectType ?? '',
  budget: order.budget ?? '',
  urgency: order.urgency ?? '',
  message: order.message ?? '',
});

/** Edit Order: every field PUT /api/admin/orders/{id} takes (SPEC.md §7). */
export function OrderEditForm({ order, onDone }: { order: AdminOrderDetail; onDone: () => void }) {
  const form = useForm({
    resolver: zodResolver(updateOrderInput, undefined, { raw: true }),
    defaultValues: formValues(order),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const update = useUpdateOrder(order.id);

  const onValid = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Order Updated' });
        onDone();
      },
      onError: (error) => {
        showSaveFailure('Failed to update order details', error, form.setError);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onValid} className="space-y-4" aria-label="Edit order">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Status" error={errors.status?.message}>
          <NativeSelect {...register('status')}>
            <SelectOptions options={orderStatuses} label={(status) => statusLabel(status)} />
          </NativeSelect>
        </FormField>
        <FormField label="Total amount" error={errors.totalAmount?.message} help="In dollars.">
          <Input {...register('totalAmount')} inputMode="decimal" autoComplete="off" />
        </FormField>
        <FormField
          label="Customer e-mail"
          required
          error={errors.customerEmail?.message}
          help="A new e-mail moves the order to that customer's account (a set-password link is e-mailed if needed)."
        >
          <Input {...register('customerEmail')} type="email" inputMode="email" autoComplete="off" />
        </FormField>
        <FormField label="Customer name" required error={errors.customerName?.message}>
          <Input {...register('customerName')} autoComplete="off" />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input {...register('phone')} type="tel" inputMode="tel" autoComplete="off" />
        </FormField>
        <FormField label="Address" error={errors.address?.message}>
          <Input {...register('address')} autoComplete="off" />
        </FormField>
      </div>
      <ProjectOptionSelects register={register} current={order} errors={errors} />
      <FormField label="Message" error={errors.message?.message}>
        <Textarea {...register('message')} rows={3} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={update.isPending}>
          Save Changes
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
