import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEventHandler, ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
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
  /** What the reason is for ("E-mailed to the applicant"). */
  help: string;
  submit: string;
  saving: boolean;
  onSave: (input: T, failed: (error: unknown) => void) => void;
  onCancel: () => void;
};

/** The frame both forms share: heading, `children` above the reason, the reason, the buttons. */
function ReasonFrame({
  props,
  label,
  reason,
  error,
  onSubmit,
  children,
}: {
  props: FormProps<never>;
  label: string;
  reason: UseFormRegisterReturn;
  error?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children?: ReactNode;
}) {
  return (
    <TitledForm
      titleId={props.titleId}
      title={props.title}
      className="space-y-3 rounded-xl border border-line p-4"
      onSubmit={onSubmit}
    >
      {children}
      <FormField label={label} required error={error} help={props.help}>
        <Textarea {...reason} rows={3} maxLength={1000} />
      </FormField>
      <FormActions
        submit={props.submit}
        loading={props.saving}
        onCancel={props.onCancel}
        lockCancel
      />
    </TitledForm>
  );
}

/** A refusal with the reason staff give: an application or a renewal. */
export function RejectForm(props: FormProps<RejectInput>) {
  const form = useForm<RejectInput>({
    resolver: zodResolver(rejectInput),
    defaultValues: { reason: '' },
  });
  return (
    <ReasonFrame
      props={props}
      label="Reason"
      reason={form.register('reason')}
      error={form.formState.errors.reason?.message}
      onSubmit={form.handleSubmit((input) =>
        props.onSave(input, (error) =>
          showSaveFailure('The rejection was not saved', error, form.setError),
        ),
      )}
    />
  );
}

/** Asks the applicant for a document: which one, and what is missing. */
export function RequestDocumentForm(props: FormProps<RequestDocumentInput>) {
  const form = useForm<RequestDocumentInput>({
    resolver: zodResolver(requestDocumentInput),
    defaultValues: { kind: 'licence', reason: '' },
  });
  const errors = form.formState.errors;
  return (
    <ReasonFrame
      props={props}
      label="What is missing"
      reason={form.register('reason')}
      error={errors.reason?.message}
      onSubmit={form.handleSubmit((input) =>
        props.onSave(input, (error) =>
          showSaveFailure('The request was not sent', error, form.setError),
        ),
      )}
    >
      <FormField label="Document" required error={errors.kind?.message}>
        <NativeSelect {...form.register('kind')}>
          <SelectOptions options={documentKinds} label={documentKindLabels} />
        </NativeSelect>
      </FormField>
    </ReasonFrame>
  );
}
