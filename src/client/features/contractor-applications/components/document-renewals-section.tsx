import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { documentKindLabels } from '#shared/constants/contractor-vetting.ts';
import { DataList, DataTable, ListRefresh, ListSection } from '../../../components/data-list.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { Td } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { toastFailure } from '../../../lib/form-errors.ts';
import {
  useDecideDocument,
  usePendingDocuments,
  type PendingDocument,
} from '../api/document-renewals.ts';
import { RejectForm } from './reason-forms.tsx';
import { DocumentLink, expiryText } from './vetting-badges.tsx';

const columns = ['Company', 'Document', 'Uploaded', 'File'];

/**
 * Renewed licences, certificates and WCB letters contractors uploaded from the portal, waiting
 * for staff. Approving one updates the contractor's expiry date, so a lapsed company bids again.
 */
export function DocumentRenewalsSection() {
  const pending = usePendingDocuments();
  const decide = useDecideDocument();
  const [rejecting, setRejecting] = useState<PendingDocument | null>(null);
  const savingId = decide.isPending ? decide.variables.id : undefined;

  const approve = (d: PendingDocument) =>
    decide.mutate(
      { id: d.id },
      {
        onSuccess: () =>
          toast({
            title: 'Document approved',
            description: `${d.companyName}: ${documentKindLabels[d.kind]}, ${expiryText(d.expiresOn).toLowerCase()}.`,
          }),
        onError: (error) => toastFailure('The document was not approved', error),
      },
    );

  return (
    <ListSection
      id="document-renewals-title"
      title="Document renewals"
      description="Documents contractors sent from their portal; approve them to update the expiry dates."
    >
      <ListRefresh query={pending} />
      <DataList
        query={pending}
        items={(rows) => rows}
        keepDataOnError
        loading="Loading document renewals"
        error="The document renewals could not be loaded."
        empty={
          <ListEmpty title="No renewals waiting.">
            When a contractor uploads a renewed document from its portal, it waits here.
          </ListEmpty>
        }
      >
        {(rows) => (
          <DataTable
            className="min-w-[44rem]"
            aria-label="Document renewals"
            columns={columns}
            actions="text-right"
          >
            {rows.map((d) => (
              <tr key={d.id}>
                <Td className="font-semibold">{d.companyName}</Td>
                <Td>
                  <p>{documentKindLabels[d.kind]}</p>
                  <p className="text-muted">{expiryText(d.expiresOn)}</p>
                </Td>
                <Td className="whitespace-nowrap">{formatDate(d.createdAt)}</Td>
                <Td>
                  <DocumentLink document={d} />
                </Td>
                <Td>
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={decide.isPending}
                      onClick={() => setRejecting(d)}
                    >
                      <X aria-hidden="true" />
                      Reject<span className="sr-only"> {d.companyName}&apos;s document</span>
                    </Button>
                    <Button
                      size="sm"
                      loading={savingId === d.id}
                      disabled={decide.isPending}
                      onClick={() => approve(d)}
                    >
                      <Check aria-hidden="true" />
                      Approve<span className="sr-only"> {d.companyName}&apos;s document</span>
                    </Button>
                  </div>
                </Td>
              </tr>
            ))}
          </DataTable>
        )}
      </DataList>
      <FormDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={rejecting ? `Reject ${rejecting.companyName}'s document` : 'Reject the document'}
        description={rejecting ? documentKindLabels[rejecting.kind] : undefined}
      >
        {rejecting && (
          <RejectForm
            key={rejecting.id}
            titleId="renewal-reject-title"
            title="Why it cannot be accepted"
            help="E-mailed to the contractor, who can upload another one."
            submit="Reject document"
            saving={decide.isPending}
            onSave={(reject, failed) =>
              decide.mutate(
                { id: rejecting.id, reject },
                {
                  onSuccess: () => {
                    toast({ title: 'Document rejected' });
                    setRejecting(null);
                  },
                  onError: failed,
                },
              )
            }
            onCancel={() => setRejecting(null)}
          />
        )}
      </FormDialog>
    </ListSection>
  );
}
