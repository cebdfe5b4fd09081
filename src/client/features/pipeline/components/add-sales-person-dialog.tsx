import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  createSalesPersonInput,
  DEFAULT_SALES_ROLE,
} from '#shared/schemas/pipeline/sales-people.ts';
import { AddFormDialog, useAddDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useAddSalesPerson } from '../api/team.ts';

const emptyPerson = { name: '', email: '', phone: '', role: DEFAULT_SALES_ROLE };

/**
 * Add Sales Person (SPEC.md §2, §7; admins only). The server makes their staff sign-in and
 * e-mails them a link to choose a password: nobody types a password for someone else.
 */
export function AddSalesPersonDialog() {
  const form = useForm({
    resolver: zodResolver(createSalesPersonInput),
    defaultValues: emptyPerson,
  });
  const dialog = useAddDialog(() => form.reset(emptyPerson));
  const add = useAddSalesPerson();
  const errors = form.formState.errors;

  const onValid = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => dialog.saved('Sales person added successfully!'),
      onError: (error) => showSaveFailure('Failed to add sales person', error, form.setError),
    }),
  );

  return (
    <AddFormDialog
      {...dialog.props}
      icon={<UserPlus aria-hidden="true" />}
      triggerVariant="secondary"
      title="Add Sales Person"
      description="They get an e-mail with a link to choose their password and sign in here."
      onSubmit={onValid}
      loading={add.isPending}
    >
      <FormField label="Name" required error={errors.name?.message}>
        <Input {...form.register('name')} autoComplete="off" />
      </FormField>
      <FormField label="E-mail" required error={errors.email?.message}>
        <Input {...form.register('email')} type="email" autoComplete="off" />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input {...form.register('phone')} type="tel" inputMode="tel" autoComplete="off" />
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        <Input {...form.register('role')} autoComplete="off" />
      </FormField>
    </AddFormDialog>
  );
}
