import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { incompletePaymentUpdate } from '#shared/schemas/admin/content.ts';
import { FormActions, FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect, SelectOptions, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import {
  incompletePaymentStatuses,
  useUpdateIncompletePayment,
  type IncompletePayment,
} from '../api/incomplete-payments.ts';
import { paymentStatusLabels } from './status-badges.tsx';

function EditForm({ row, onDone }: { row: IncompletePayment; onDone: () => void }) {
  const update = useUpdateIncompletePayment();
  // Raw values: the notes go as typed (blank included), the server applies the schema.
  const form = useForm({
    resolver: zodResolver(incompletePaymentUpdate, undefined, { raw: true }),
    defaultValues: { status: row.status, notes: row.notes ?? '' },
  });
  const errors = form.formState.errors;

  const onValid = form.handleSubmit((values) =>
    update.mutate(
      { id: row.id, input: { status: values.status, notes: values.notes ?? '' } },
      {
        onSuccess: () => {
          toast({ title: 'Payment Lead Updated', description: `${row.name} is saved.` });
          onDone();
        },
        onError: (error) => {
          showSaveFailure('Failed to update payment lead', error, form.setError);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onValid} className="space-y-4">
      <FormField label="Status" error={errors.status?.message}>
        <NativeSelect {...form.register('status')}>
          <SelectOptions options={incompletePaymentStatuses} label={paymentStatusLabels} />
        </NativeSelect>
      </FormField>
      <FormField label="Notes" error={errors.notes?.message} help="For staff only.">
        <Textarea {...form.register('notes')} maxLength={2000} />
      </FormField>
      <FormActions submit="Save" loading={update.isPending} onCancel={onDone} />
    </form>
  );
}

export function IncompletePaymentDialog({
  row,
  onClose,
}: {
  row: IncompletePayment | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={row !== null}
      onClose={onClose}
      title={row ? `Follow up: ${row.name}` : 'Follow up'}
      description={row?.email}
    >
      {row && <EditForm key={row.id} row={row} onDone={onClose} />}
    </FormDialog>
  );
}
