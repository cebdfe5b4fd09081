import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { pipelineActivityTypes } from '#shared/schemas/pipeline/leads.ts';
import { requiredText } from '#shared/schemas/common.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TitledForm } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, SelectOptions, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { fromLocalInput } from '../../../lib/date-time.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useLogActivity } from '../api/activities.ts';
import { activityTypeLabels } from './pipeline-labels.ts';

// createPipelineActivityInput with the browser's side of the dates: datetime-local values.
const activityForm = z.object({
  activityType: z.enum(pipelineActivityTypes, 'Choose call, email, meeting, note or task'),
  subject: requiredText('Subject is required', 200),
  description: z.string(),
  when: z.enum(['done', 'scheduled']),
  scheduledAt: z.string(),
  nextFollowUpDate: z.string(),
});

const empty = {
  activityType: 'call' as const,
  subject: '',
  description: '',
  when: 'done' as const,
  scheduledAt: '',
  nextFollowUpDate: '',
};

/** Log a call, e-mail, meeting, note or task: done now, or scheduled; and the next follow-up. */
export function ActivityForm({ leadId }: { leadId: string }) {
  const form = useForm({ resolver: zodResolver(activityForm), defaultValues: empty });
  const log = useLogActivity(leadId);
  const errors = form.formState.errors;
  const scheduled = useWatch({ control: form.control, name: 'when' }) === 'scheduled';

  const onValid = form.handleSubmit((values) => {
    if (values.when === 'scheduled' && !fromLocalInput(values.scheduledAt)) {
      form.setError('scheduledAt', { message: 'Enter when it is planned' });
      return;
    }
    log.mutate(
      {
        activityType: values.activityType,
        subject: values.subject,
        description: values.description,
        ...(values.when === 'scheduled'
          ? { scheduledAt: fromLocalInput(values.scheduledAt) ?? undefined }
          : { done: true }),
        ...(values.nextFollowUpDate
          ? { nextFollowUpDate: fromLocalInput(values.nextFollowUpDate) }
          : {}),
      },
      {
        onSuccess: () => {
          toast({ title: 'Activity logged' });
          form.reset(empty);
        },
        onError: (error) => showSaveFailure('Failed to log activity', error, form.setError),
      },
    );
  });

  return (
    <TitledForm
      titleId="log-activity-title"
      title="Log an activity"
      onSubmit={onValid}
      className="space-y-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Type" error={errors.activityType?.message}>
          <NativeSelect {...form.register('activityType')}>
            <SelectOptions options={pipelineActivityTypes} label={activityTypeLabels} />
          </NativeSelect>
        </FormField>
        <FormField label="When" error={errors.when?.message}>
          <NativeSelect {...form.register('when')}>
            <option value="done">Done now</option>
            <option value="scheduled">Scheduled</option>
          </NativeSelect>
        </FormField>
      </div>
      <FormField label="Subject" required error={errors.subject?.message}>
        <Input {...form.register('subject')} autoComplete="off" />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea {...form.register('description')} className="min-h-20" maxLength={5000} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        {scheduled && (
          <FormField label="Scheduled for" required error={errors.scheduledAt?.message}>
            <Input {...form.register('scheduledAt')} type="datetime-local" />
          </FormField>
        )}
        <FormField label="Next follow-up" error={errors.nextFollowUpDate?.message}>
          <Input {...form.register('nextFollowUpDate')} type="datetime-local" />
        </FormField>
      </div>
      <Button type="submit" loading={log.isPending}>
        Log activity
      </Button>
    </TitledForm>
  );
}
