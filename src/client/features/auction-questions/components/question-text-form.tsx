import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  answerQuestionInput,
  askQuestionInput,
  QUESTION_MAX_LENGTH,
} from '#shared/schemas/auction-questions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, FormProblem } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, toastFailure } from '../../../lib/form-errors.ts';

type Values = Record<string, string>;

const schemas = {
  question: askQuestionInput,
  answer: answerQuestionInput,
} as const;

/**
 * A question or an answer: one textarea (at most 1,000 characters, counted under it), checked
 * with the shared schema. The server's field errors (a limit reached) go beside the field; any
 * other refusal (bidding closed, already answered) above it and in a toast.
 */
export function QuestionTextForm({
  field,
  label,
  help,
  submitLabel,
  failureTitle,
  pending,
  onSend,
  onCancel,
  extraActions,
}: {
  field: 'question' | 'answer';
  label: string;
  help?: string;
  submitLabel: string;
  failureTitle: string;
  pending: boolean;
  /** Sends the text; resolves when saved (the form then empties), rejects with the API error. */
  onSend: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  /** More buttons beside the submit one (the owner's Decline). */
  extraActions?: ReactNode;
}) {
  const form = useForm<Values>({
    // Both schemas hold one text field, named as the endpoint names it.
    resolver: zodResolver(schemas[field]) as unknown as Resolver<Values>,
    defaultValues: { [field]: '' },
  });
  const [problem, setProblem] = useState<string>();
  const length = (useWatch({ control: form.control, name: field }) ?? '').length;
  const error = form.formState.errors[field]?.message;

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      await onSend(values[field] ?? '');
      form.reset({ [field]: '' });
    } catch (failure) {
      const onFields = applyServerFieldErrors(failure, form.setError);
      if (!onFields && failure instanceof ApiError) setProblem(failure.serverMessage);
      toastFailure(failureTitle, failure);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <FormProblem problem={problem} />
      <FormField
        label={label}
        required
        error={error}
        help={`${length} of ${QUESTION_MAX_LENGTH} characters.${help ? ` ${help}` : ''}`}
      >
        <Textarea {...form.register(field)} rows={3} maxLength={QUESTION_MAX_LENGTH} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending} disabled={pending}>
          {submitLabel}
        </Button>
        {extraActions}
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** An answer to one question: sent, then "Answer sent" with who reads it (`readers`). */
export function AnswerForm({
  send,
  readers,
  ...rest
}: {
  send: (answer: string) => Promise<unknown>;
  readers: string;
  pending: boolean;
  help?: string;
  extraActions?: ReactNode;
}) {
  return (
    <QuestionTextForm
      field="answer"
      label="Your answer"
      submitLabel="Answer"
      failureTitle="The answer could not be sent"
      onSend={(text) =>
        send(text).then(() => toast({ title: 'Answer sent', description: readers }))
      }
      {...rest}
    />
  );
}
