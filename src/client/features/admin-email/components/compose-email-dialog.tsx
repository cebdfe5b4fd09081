import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  defaultTemplates,
  emailTemplateNames,
  linkVariables,
  staffTemplateVariants,
  templateVariables,
  type StaffTemplateName,
  type TemplateVariable,
} from '#shared/domain/email-template.ts';
import {
  SEND_EMAIL_MISSING,
  sendCustomEmailInput,
  type SendCustomEmailInput,
} from '#shared/schemas/admin/email.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, SelectOptions, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useSendEmail } from '../api/email.ts';
import { EmailPreview, useRecipient } from './email-preview.tsx';

export type ComposeStart = { recipient: string; template: StaffTemplateName };

const templateLabels: Record<StaffTemplateName, string> = {
  welcome: 'Welcome (after payment)',
  lead: 'Lead (invite to publish)',
  auction: 'Auction (bids so far)',
};

type TextField = 'subject' | 'content';

function ComposeForm({ start, onSent }: { start: ComposeStart; onSent: () => void }) {
  const form = useForm({
    resolver: zodResolver(sendCustomEmailInput, undefined, { raw: true }),
    defaultValues: { ...start, ...defaultTemplates[start.template] } as SendCustomEmailInput,
  });
  const { register, setValue, getValues, control, formState } = form;
  const errors = formState.errors;
  const send = useSendEmail();
  const [recipient, subject, content] = useWatch({
    control,
    name: ['recipient', 'subject', 'content'],
  });
  const known = useRecipient(recipient ?? '');
  const fitting = known.variables.data?.templates;

  // The server says which text of a template fits this recipient (the welcome e-mail asks for a
  // password only from a customer who has none): a template not yet edited switches to it.
  useEffect(() => {
    if (!fitting) return;
    const name = getValues('template');
    const now = { subject: getValues('subject'), content: getValues('content') };
    const untouched = staffTemplateVariants(name).some(
      (variant) => variant.subject === now.subject && variant.content === now.content,
    );
    if (untouched && fitting[name].content !== now.content) {
      setValue('subject', fitting[name].subject, { shouldDirty: true });
      setValue('content', fitting[name].content, { shouldDirty: true });
    }
  }, [fitting, getValues, setValue]);

  // Placeholders go where the cursor was in the subject or the content, whichever was last used;
  // a link always goes into the content (a subject carries no link).
  const formRef = useRef<HTMLFormElement>(null);
  const [lastField, setLastField] = useState<TextField>('content');

  const insert = (variable: TemplateVariable) => {
    const name = linkVariables.includes(variable) ? 'content' : lastField;
    const element = formRef.current?.elements.namedItem(name) as
      HTMLInputElement | HTMLTextAreaElement | null;
    const token = `{{${variable}}}`;
    const value = getValues(name) ?? '';
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    setValue(name, value.slice(0, start) + token + value.slice(end), {
      shouldDirty: true,
      shouldValidate: formState.submitCount > 0,
    });
    const caret = start + token.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  const template = register('template', {
    onChange: (event: { target: { value: string } }) => {
      const name = event.target.value as StaffTemplateName;
      const chosen = fitting?.[name] ?? defaultTemplates[name];
      if (!chosen) return;
      setValue('subject', chosen.subject, { shouldDirty: true });
      setValue('content', chosen.content, { shouldDirty: true });
    },
  });

  const onSubmit = form.handleSubmit(
    (values) =>
      send.mutate(values, {
        onSuccess: (sent) => {
          toast({
            title: 'Email Sent',
            description:
              sent.status === 'stored'
                ? `Stored for ${values.recipient.trim()}: no SMTP server is configured, so it was not delivered.`
                : `To ${values.recipient.trim()}.`,
          });
          onSent();
        },
        onError: (error) => {
          showSaveFailure('Failed to send email', error, form.setError);
        },
      }),
    () => {
      const values = getValues();
      const missing = [values.recipient, values.subject, values.content].some((v) => !v?.trim());
      if (missing) toast({ title: SEND_EMAIL_MISSING, variant: 'destructive' });
    },
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Recipient" required error={errors.recipient?.message}>
          <Input {...register('recipient')} type="email" inputMode="email" autoComplete="off" />
        </FormField>
        <FormField label="Template" error={errors.template?.message}>
          <NativeSelect {...template}>
            <SelectOptions options={emailTemplateNames} label={templateLabels} />
          </NativeSelect>
        </FormField>
      </div>
      <FormField label="Subject" required error={errors.subject?.message}>
        <Input
          {...register('subject')}
          onFocus={() => setLastField('subject')}
          autoComplete="off"
        />
      </FormField>
      <FormField
        label="Content"
        required
        error={errors.content?.message}
        help="Plain text. Placeholders such as {{customerName}} are filled in for the recipient."
      >
        <Textarea {...register('content')} onFocus={() => setLastField('content')} rows={10} />
      </FormField>
      <div role="group" aria-labelledby="insert-variable-title" className="space-y-2">
        <p id="insert-variable-title" className="text-sm font-semibold">
          Insert a placeholder at the cursor
        </p>
        <div className="flex flex-wrap gap-2">
          {templateVariables.map((variable) => (
            <Button
              key={variable}
              type="button"
              variant="secondary"
              size="sm"
              className="font-mono"
              onClick={() => insert(variable)}
            >
              {`{{${variable}}}`}
            </Button>
          ))}
        </div>
      </div>
      <EmailPreview recipient={known} subject={subject ?? ''} content={content ?? ''} />
      <Button type="submit" loading={send.isPending}>
        Send Email
      </Button>
    </form>
  );
}

/** The Email Center's composer (SPEC.md §2, §5 e-mail send, §8 toasts). */
export function ComposeEmailDialog({
  start,
  onClose,
}: {
  start: ComposeStart | undefined;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={start !== undefined}
      onClose={onClose}
      size="lg"
      title="Compose Email"
      description="Choose a template, adjust it, check the preview and send."
    >
      {start && <ComposeForm start={start} onSent={onClose} />}
    </FormDialog>
  );
}
