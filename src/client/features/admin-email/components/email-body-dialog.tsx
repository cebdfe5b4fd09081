import { FormDialog } from '../../../components/form-dialog.tsx';
import { ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useEmailDetail, type EmailLogRow } from '../api/email.ts';

/**
 * A sent (or stored) e-mail as its recipient reads it. One-time links (set password, reset,
 * signup) show as "[link removed]": they belong to the recipient, and the outbox no longer
 * holds them once the e-mail has gone out.
 */
export function EmailBodyDialog({
  row,
  onClose,
}: {
  row: EmailLogRow | null;
  onClose: () => void;
}) {
  const detail = useEmailDetail(row?.id);
  let body;
  if (detail.isPending) body = <ListLoading rows={3} label="Loading the e-mail" />;
  else if (detail.isError) {
    body = (
      <ListError
        message={`The e-mail could not be loaded (${detail.error.message}).`}
        onRetry={() => void detail.refetch()}
      />
    );
  } else {
    body = (
      <div className="rounded-lg border border-line bg-surface p-4 text-sm break-words whitespace-pre-wrap">
        {detail.data.textBody}
      </div>
    );
  }
  return (
    <FormDialog
      open={row !== null}
      onClose={onClose}
      size="lg"
      title={row?.subject ?? 'E-mail'}
      description={row ? `To ${row.toAddress}, ${formatDateTime(row.createdAt)}` : ''}
    >
      {body}
    </FormDialog>
  );
}
