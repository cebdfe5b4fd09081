import { useState, type FormEvent } from 'react';
import { LOST_REASON_REQUIRED } from '#shared/schemas/pipeline/leads.ts';
import { FormActions, FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';

/** Moving a lead to a lost status asks why first (the server refuses it without a reason). */
export function LostReasonDialog({
  lead,
  statusName,
  onCancel,
  onConfirm,
}: {
  lead: { name: string } | null;
  statusName: string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(LOST_REASON_REQUIRED);
      return;
    }
    onConfirm(reason.trim());
    setReason('');
    setError(undefined);
  };

  return (
    <FormDialog
      open={lead !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          setError(undefined);
          onCancel();
        }
      }}
      title="Why was this lead lost?"
      description={
        <>
          {lead ? `${lead.name} moves to ${statusName}.` : ''} The reason helps the team learn what
          loses jobs.
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label="Lost reason" required error={error}>
          <Textarea
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <FormActions submit="Mark as lost" onCancel={onCancel} />
      </form>
    </FormDialog>
  );
}
