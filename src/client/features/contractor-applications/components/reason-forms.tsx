import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { documentKinds, documentKindLabels } from '#shared/constants/contractor-vetting.ts';
import {
  rejectInput,
  requestDocumentInput,
  type RejectInput,
  type RequestDocumentInput,
} from '#shared/schemas/contractor-applications.ts';
import { FormActions, TitledForm } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect, SelectOptions, Textarea } from '../../../components/ui/input.tsx';
import { showSaveFailure } from '../../../lib/form-errors.ts';

type FormProps<T> = {
  /** The form's heading, and its id, so that it is announced by its name. */
  title: string;
  titleId: string;
  /** What the reason is for ("It is e-mailed to the applicant"). */
  help: string;
  submit: string;
  saving: boolean;
  onSave: (input: T, failed: (error: unknown) => void) => void;
  onCancel: () => void;
};

/** A refusal with the reason staff give: an application or a renewal. */
export function RejectForm({
  title,
  titleId,
  help,
  submit,
  saving,
  onSave,
  onCancel,
}: FormProps<RejectInput>) {
  const form = useForm<RejectInput>({
    resolver: zodResolver(rejectInput),
    defaultValues: { reason: '' },
  });
  return (
    <TitledForm
      titleId={titleId}
      title={title}
      className="space-y-3 rounded-xl border border-line p-4"
      onSubmit={form.handleSubmit((input) =>
        onSave(input, (error) =>
          showSaveFailure('The rejection was not saved', error, form.setError),
        ),
      )}
    >
      <FormField label="Reason" required error={form.formState.errors.reason?.message} help={help}>
        <Textarea {...form.register('reason')} rows={3} maxLength={1000} />
      </FormField>
      <FormActions submit={submit} loading={saving} onCancel={onCancel} lockCancel />
    </TitledForm>
  );
}

/** Asks the applicant for a document: which one, and what is missing. */
export function RequestDocumentForm({
  title,
  titleId,
  help,
  submit,
  saving,
  onSave,
  onCancel,
}: FormProps<RequestDocumentInput>) {
  const form = useForm<RequestDocumentInput>({
    resolver: zodResolver(requestDocumentInput),
    defaultValues: { kind: 'licence', reason: '' },
  });
  const errors = form.formState.errors;
  return (
    <TitledForm
      titleId={titleId}
      title={title}
      className="space-y-3 rounded-xl border border-line p-4"
      onSubmit={form.handleSubmit((input) =>
        onSave(input, (error) => showSaveFailure('The request was not sent', error, form.setError)),
      )}
    >
      <FormField label="Document" required error={errors.kind?.message}>
        <NativeSelect {...form.register('kind')}>
          <SelectOptions options={documentKinds} label={documentKindLabels} />
        </NativeSelect>
      </FormField>
      <FormField label="What is missing" required error={errors.reason?.message} help={help}>
        <Textarea {...form.register('reason')} rows={3} maxLength={1000} />
      </FormField>
      <FormActions submit={submit} loading={saving} onCancel={onCancel} lockCancel />
    </TitledForm>
  );
}
