import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { jobStatusCategories, jobStatusColors } from '#shared/constants/options.ts';
import { DEFAULT_OPEN_LEAD_STATUS, openLeadStatuses } from '#shared/domain/lead-status.ts';
import {
  createJobStatusInput,
  DEFAULT_JOB_STATUS_COLOR,
} from '#shared/schemas/pipeline/job-statuses.ts';
import { AddFormDialog, useAddDialog } from '../../../components/form-dialog.tsx';
import { LeadStatusField } from '../../../components/lead-status-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, SelectOptions } from '../../../components/ui/input.tsx';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useAddJobStatus } from '../api/team.ts';
import { categoryLabels } from './pipeline-labels.ts';

const colourNames: Record<string, string> = Object.fromEntries(
  Object.entries(jobStatusColors).map(([name, hex]) => [
    hex,
    name[0]!.toUpperCase() + name.slice(1),
  ]),
);

const emptyStatus = {
  name: '',
  color: DEFAULT_JOB_STATUS_COLOR as string,
  category: 'active' as (typeof jobStatusCategories)[number],
  leadStatus: DEFAULT_OPEN_LEAD_STATUS as (typeof openLeadStatuses)[number],
  order: 0,
};

/** Add Status (SPEC.md §2, §7: name, color, category, order; toasts §8). */
export function AddStatusDialog() {
  const form = useForm({ resolver: zodResolver(createJobStatusInput), defaultValues: emptyStatus });
  const dialog = useAddDialog(() => form.reset(emptyStatus));
  const add = useAddJobStatus();
  const errors = form.formState.errors;
  const chosen = useWatch({ control: form.control, name: 'color' });
  const category = useWatch({ control: form.control, name: 'category' });

  const onValid = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => dialog.saved('Job status added successfully!'),
      onError: (error) => showSaveFailure('Failed to add job status', error, form.setError),
    }),
  );

  return (
    <AddFormDialog
      {...dialog.props}
      icon={<Plus aria-hidden="true" />}
      triggerVariant="secondary"
      title="Add Status"
      description="Open statuses are columns on the board, highest order first. Won and lost statuses close a lead."
      onSubmit={onValid}
      loading={add.isPending}
    >
      <FormField label="Name" required error={errors.name?.message}>
        <Input {...form.register('name')} autoComplete="off" />
      </FormField>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-semibold">Colour</legend>
        <div className="flex flex-wrap gap-2">
          {Object.values(jobStatusColors).map((hex) => (
            <label
              key={hex}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-ink has-[:checked]:ring-2 has-[:checked]:ring-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                value={hex}
                className="sr-only"
                {...form.register('color')}
                checked={chosen === hex}
              />
              <span
                className="size-4 rounded-full"
                style={{ backgroundColor: hex }}
                aria-hidden="true"
              />
              {colourNames[hex]}
            </label>
          ))}
        </div>
        {errors.color?.message && (
          <p className="text-sm font-medium text-red-700">{errors.color.message}</p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.message}>
          <NativeSelect {...form.register('category')}>
            <SelectOptions options={jobStatusCategories} label={categoryLabels} />
          </NativeSelect>
        </FormField>
        {category === 'active' && (
          <LeadStatusField
            registration={form.register('leadStatus')}
            statuses={openLeadStatuses}
            error={errors.leadStatus?.message}
            help="What its leads read in Admin → Leads."
          />
        )}
        <FormField
          label="Order"
          error={errors.order?.message}
          help="Higher comes first on the board."
        >
          <Input
            {...form.register('order', { valueAsNumber: true })}
            type="number"
            min={0}
            step={1}
          />
        </FormField>
      </div>
    </AddFormDialog>
  );
}
