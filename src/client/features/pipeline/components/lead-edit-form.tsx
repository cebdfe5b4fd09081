import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { amountAsTyped } from '#shared/domain/money.ts';
import type { JobStatus } from '#shared/schemas/pipeline/job-statuses.ts';
import { LOST_REASON_REQUIRED, type PipelineLeadDetail } from '#shared/schemas/pipeline/leads.ts';
import type { SalesPerson } from '#shared/schemas/pipeline/sales-people.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TitledForm } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NamedOptions, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { fromLocalInput, toDateTimeLocal } from '../../../lib/date-time.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useUpdateLead } from '../api/leads.ts';
import { DealFields } from './deal-fields.tsx';

// The drawer's side of updatePipelineLeadInput: typed text, parsed by the server.
const leadForm = z.object({
  statusId: z.string(),
  assignedSalesPersonId: z.string(),
  value: z.string(),
  probability: z.string(),
  expectedCloseDate: z.string(),
  nextFollowUpDate: z.string(),
  notes: z.string(),
  lostReason: z.string(),
});

/** Status, rep, value, chances, dates and notes of a lead, saved with PATCH. */
export function LeadEditForm({
  lead,
  statuses,
  salesPeople,
}: {
  lead: PipelineLeadDetail;
  statuses: JobStatus[];
  salesPeople: SalesPerson[];
}) {
  const form = useForm({
    resolver: zodResolver(leadForm),
    values: {
      statusId: lead.status.id,
      assignedSalesPersonId: lead.salesPerson.id,
      value: amountAsTyped(lead.valueCents),
      probability: String(lead.probability),
      expectedCloseDate: lead.expectedCloseDate ?? '',
      nextFollowUpDate: toDateTimeLocal(lead.nextFollowUpDate),
      notes: lead.notes ?? '',
      lostReason: lead.lostReason ?? '',
    },
  });
  const update = useUpdateLead(lead.id);
  const errors = form.formState.errors;
  const chosenId = useWatch({ control: form.control, name: 'statusId' });
  const chosen = statuses.find((status) => status.id === chosenId);
  const lost = chosen?.category === 'lost';
  const choosableStatuses = statuses.filter((s) => s.isActive || s.id === lead.status.id);
  const choosablePeople = salesPeople.filter((p) => p.isActive || p.id === lead.salesPerson.id);

  const onValid = form.handleSubmit((values) => {
    if (lost && !values.lostReason.trim()) {
      form.setError('lostReason', { message: LOST_REASON_REQUIRED });
      return;
    }
    update.mutate(
      {
        statusId: values.statusId,
        assignedSalesPersonId: values.assignedSalesPersonId,
        value: values.value.trim() || '0',
        probability: values.probability === '' ? undefined : Number(values.probability),
        expectedCloseDate: values.expectedCloseDate || null,
        nextFollowUpDate: fromLocalInput(values.nextFollowUpDate),
        notes: values.notes.trim() || null,
        ...(lost ? { lostReason: values.lostReason } : {}),
      },
      {
        onSuccess: () => toast({ title: 'Lead updated', description: `${lead.name} is saved.` }),
        onError: (error) => showSaveFailure('Failed to update lead', error, form.setError),
      },
    );
  });

  return (
    <TitledForm titleId="lead-edit-title" title="Deal" onSubmit={onValid} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Status" error={errors.statusId?.message}>
          <NativeSelect {...form.register('statusId')}>
            <NamedOptions options={choosableStatuses} />
          </NativeSelect>
        </FormField>
        <FormField label="Sales person" error={errors.assignedSalesPersonId?.message}>
          <NativeSelect {...form.register('assignedSalesPersonId')}>
            <NamedOptions options={choosablePeople} />
          </NativeSelect>
        </FormField>
        {lost && (
          <FormField
            label="Lost reason"
            required
            error={errors.lostReason?.message}
            className="sm:col-span-2"
          >
            <Textarea {...form.register('lostReason')} className="min-h-20" maxLength={500} />
          </FormField>
        )}
        <DealFields
          register={form.register}
          errors={errors}
          followUpHelp="Your local time. Blank for none."
        />
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea {...form.register('notes')} className="min-h-20" maxLength={5000} />
      </FormField>
      <Button type="submit" loading={update.isPending}>
        Save lead
      </Button>
    </TitledForm>
  );
}
