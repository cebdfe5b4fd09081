import { fillTemplate } from '#shared/domain/email-template.ts';
import { emailVariablesQuery } from '#shared/schemas/admin/email.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useEmailVariables } from '../api/email.ts';

/**
 * What the server knows of the typed recipient (a customer's or lead's details, the templates
 * that fit them), fetched once the recipient is a valid address.
 */
export function useRecipient(recipient: string) {
  const typed = useDebouncedValue(recipient.trim().toLowerCase());
  const valid = emailVariablesQuery.safeParse({ recipient: typed }).success;
  return { typed, valid, variables: useEmailVariables(valid ? typed : undefined) };
}

/** The e-mail as the recipient will read it: the placeholders filled with their values. */
export function EmailPreview({
  recipient: { typed, valid, variables },
  subject,
  content,
}: {
  recipient: ReturnType<typeof useRecipient>;
  subject: string;
  content: string;
}) {
  const values = variables.data?.values ?? {};

  let note: string;
  if (!valid) note = 'Enter a valid recipient e-mail to fill in their details.';
  else if (variables.isPending) note = 'Looking up the recipient…';
  else if (variables.isError)
    note = 'The recipient’s details could not be loaded; placeholders show blank.';
  else if (!variables.data.known)
    note = 'No customer or lead uses this e-mail, so most placeholders stay blank.';
  else note = `Filled in with the details of ${typed}.`;

  return (
    <section aria-labelledby="email-preview-title" className="space-y-2">
      <h3 id="email-preview-title" className="font-semibold">
        Preview
      </h3>
      <p className="text-sm text-muted" aria-live="polite">
        {note}
      </p>
      <div className="rounded-lg border border-line bg-surface p-4 text-sm">
        <p className="font-semibold break-words">
          <span className="sr-only">Subject: </span>
          {fillTemplate(subject, values, { subject: true }).replace(/\s+/g, ' ').trim() ||
            'No subject yet'}
        </p>
        <hr className="my-3 border-line" />
        <p className="break-words whitespace-pre-wrap">
          {fillTemplate(content, values) || 'No content yet'}
        </p>
      </div>
    </section>
  );
}
