import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { newOrderDefaults } from '#shared/constants/options.ts';
import {
  createCustomerOrderInput,
  type CreateCustomerOrderInput,
} from '#shared/schemas/admin/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TitledForm } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useCreateCustomerOrder, type LeadPickerOption } from '../api/orders.ts';
import { LeadPicker } from './lead-picker.tsx';
import { ProjectOptionSelects } from './option-select.tsx';

const emptyOrder: CreateCustomerOrderInput = {
  selectedLeadId: '',
  customerEmail: '',
  customerName: '',
  totalAmount: '0.00',
  projectType: newOrderDefaults.projectType,
  budget: newOrderDefaults.budget,
  urgency: newOrderDefaults.urgency,
  address: '',
  phone: '',
  message: '',
};

/** The manual order (SPEC.md §2 Customers tab, §5 manual order). */
export function CreateOrderForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm({
    // raw: the server gets what was typed ("99.99"), not the schema's cents.
    resolver: zodResolver(createCustomerOrderInput, undefined, { raw: true }),
    defaultValues: emptyOrder,
  });
  const { register, setValue, control, formState } = form;
  const errors = formState.errors;
  const [lead, setLead] = useState<LeadPickerOption>();
  const create = useCreateCustomerOrder();
  const [email, name] = useWatch({ control, name: ['customerEmail', 'customerName'] });
  const canCreate = Boolean(email?.trim() && name?.trim()) && !create.isPending;

  const pickLead = (picked: LeadPickerOption | undefined) => {
    setLead(picked);
    setValue('selectedLeadId', picked?.id ?? '');
    if (!picked) return;
    const fill = { shouldValidate: formState.submitCount > 0 };
    setValue('customerEmail', picked.email, fill);
    setValue('customerName', picked.name, fill);
    setValue('phone', picked.phone);
    setValue('address', picked.address);
    setValue('projectType', picked.projectType ?? '');
    setValue('budget', picked.budget);
    setValue('urgency', picked.urgency ?? '');
    setValue('message', picked.message ?? '');
    setValue('totalAmount', picked.finalPrice, fill);
  };

  const onValid = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (order) => {
        toast({
          title: 'Order Created',
          description: `Order ${order.orderNumber} for ${values.customerName.trim()}.`,
        });
        form.reset(emptyOrder);
        setLead(undefined);
        onCreated();
      },
      onError: (error) => {
        showSaveFailure('Failed to create order', error, form.setError);
      },
    }),
  );

  return (
    <TitledForm
      titleId="create-order-title"
      title="New order"
      titleClassName="text-lg font-semibold"
      onSubmit={onValid}
      className="space-y-5 rounded-xl border border-line bg-surface p-4 sm:p-6"
    >
      <LeadPicker selected={lead} onSelect={pickLead} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Customer e-mail" required error={errors.customerEmail?.message}>
          <Input {...register('customerEmail')} type="email" inputMode="email" autoComplete="off" />
        </FormField>
        <FormField label="Customer name" required error={errors.customerName?.message}>
          <Input {...register('customerName')} autoComplete="off" />
        </FormField>
        <FormField
          label="Total amount"
          error={errors.totalAmount?.message}
          help="In dollars, e.g. 99.99."
        >
          <Input {...register('totalAmount')} inputMode="decimal" autoComplete="off" />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input {...register('phone')} type="tel" inputMode="tel" autoComplete="off" />
        </FormField>
      </div>
      <ProjectOptionSelects register={register} current={lead} errors={errors} />
      <FormField label="Address" error={errors.address?.message}>
        <Input {...register('address')} autoComplete="off" />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea {...register('message')} rows={3} />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!canCreate} loading={create.isPending}>
          Create Order
        </Button>
        {!canCreate && !create.isPending && (
          <p className="text-sm text-muted">Enter the customer&apos;s e-mail and name to create.</p>
        )}
      </div>
    </TitledForm>
  );
}
