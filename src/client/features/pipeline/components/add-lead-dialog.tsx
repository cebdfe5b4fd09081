import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { uuid } from '#shared/schemas/common.ts';
import type { JobStatus } from '#shared/schemas/pipeline/job-statuses.ts';
import type { SalesPerson } from '#shared/schemas/pipeline/sales-people.ts';
import { AddFormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NamedOptions, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { fromLocalInput } from '../../../lib/date-time.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useAddLead } from '../api/leads.ts';
import { ContactPicker } from './contact-picker.tsx';
import { DealFields } from './deal-fields.tsx';

// SPEC.md §5: contact submission, sales person and status are required. The rest is typed
// text here and parsed by the server's createPipelineLeadInput, whose field errors come back
// beside the fields.
const addLeadForm = z.object({
  contactSubmissionId: uuid('Contact submission is required'),
  assignedSalesPersonId: uuid('Sales person is required'),
  statusId: uuid('Status is required'),
  value: z.string(),
  probability: z.string(),
  expectedCloseDate: z.string(),
  nextFollowUpDate: z.string(),
  notes: z.string(),
});
type AddLeadValues = z.infer<typeof addLeadForm>;

const blank = (defaults: Partial<AddLeadValues> = {}): AddLeadValues => ({
  contactSubmissionId: '',
  assignedSalesPersonId: '',
  statusId: '',
  value: '',
  probability: '',
  expectedCloseDate: '',
  nextFollowUpDate: '',
  notes: '',
  ...defaults,
});

/** Add Lead (SPEC.md §2, §5, §7; toasts §8). */
export function AddLeadDialog({
  salesPeople,
  statuses,
  mySalesPersonId,
}: {
  salesPeople: SalesPerson[];
  statuses: JobStatus[];
  mySalesPersonId: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const defaults = () =>
    blank({
      assignedSalesPersonId: mySalesPersonId ?? '',
      statusId: statuses.find((s) => s.category === 'active')?.id ?? '',
    });
  const form = useForm({ resolver: zodResolver(addLeadForm), defaultValues: blank() });
  const add = useAddLead();
  const errors = form.formState.errors;
  const contactSubmissionId = useWatch({ control: form.control, name: 'contactSubmissionId' });
  const activePeople = salesPeople.filter((person) => person.isActive);

  const onValid = form.handleSubmit((values) =>
    add.mutate(
      {
        contactSubmissionId: values.contactSubmissionId,
        assignedSalesPersonId: values.assignedSalesPersonId,
        statusId: values.statusId,
        value: values.value.trim() || undefined,
        probability: values.probability === '' ? undefined : Number(values.probability),
        expectedCloseDate: values.expectedCloseDate || undefined,
        nextFollowUpDate: fromLocalInput(values.nextFollowUpDate) ?? undefined,
        notes: values.notes,
      },
      {
        onSuccess: () => {
          toast({ title: 'Lead added successfully!' });
          setOpen(false);
        },
        onError: (error) => showSaveFailure('Failed to add lead', error, form.setError),
      },
    ),
  );

  return (
    <AddFormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(defaults());
      }}
      icon={<Plus aria-hidden="true" />}
      size="lg"
      title="Add Lead"
      description="Put a quote request on the board, with who follows it up and where it stands."
      onSubmit={onValid}
      loading={add.isPending}
    >
      <ContactPicker
        value={contactSubmissionId}
        error={errors.contactSubmissionId?.message}
        onChange={(id) =>
          form.setValue('contactSubmissionId', id, {
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Sales person" required error={errors.assignedSalesPersonId?.message}>
          <NativeSelect {...form.register('assignedSalesPersonId')}>
            <option value="">Choose a sales person</option>
            <NamedOptions options={activePeople} />
          </NativeSelect>
        </FormField>
        <FormField label="Status" required error={errors.statusId?.message}>
          <NativeSelect {...form.register('statusId')}>
            <option value="">Choose a status</option>
            {statuses
              .filter((status) => status.isActive)
              .map((status) => (
                <option key={status.id} value={status.id}>
                  {status.name}
                </option>
              ))}
          </NativeSelect>
        </FormField>
        <DealFields
          register={form.register}
          errors={errors}
          valueHelp="Such as 12500"
          followUpHelp="Your local time."
        />
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea {...form.register('notes')} maxLength={5000} />
      </FormField>
    </AddFormDialog>
  );
}
