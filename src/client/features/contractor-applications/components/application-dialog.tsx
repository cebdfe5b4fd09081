import { Check, FilePlus2, X } from 'lucide-react';
import { useState } from 'react';
import { applicationStatusLabels } from '#shared/constants/contractor-vetting.ts';
import type { ApplicationDetail } from '#shared/schemas/contractor-applications.ts';
import { QueryBody } from '../../../components/data-list.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { toastFailure } from '../../../lib/form-errors.ts';
import { useApplication, useDecideApplication, type DecisionInput } from '../api/applications.ts';
import { ApplicationDetails } from './application-details.tsx';
import { RejectForm, RequestDocumentForm } from './reason-forms.tsx';

const decidedTitles: Record<DecisionInput['action'], string> = {
  approve: 'Application approved',
  reject: 'Application rejected',
  'request-document': 'Document requested',
};

/** Approve, reject with a reason, or ask for a document, while the application is open. */
function Decisions({ application: a }: { application: ApplicationDetail }) {
  const decide = useDecideApplication(a.id);
  const [mode, setMode] = useState<'buttons' | 'reject' | 'request'>('buttons');
  const run = (input: DecisionInput, failed?: (error: unknown) => void) =>
    decide.mutate(input, {
      onSuccess: (answer) => {
        toast({ title: decidedTitles[input.action], description: answer.message });
        setMode('buttons');
      },
      onError: (error) =>
        failed ? failed(error) : toastFailure('The application was not approved', error),
    });

  if (a.status === 'approved' || a.status === 'rejected') {
    return (
      <p className="text-sm text-muted">
        {applicationStatusLabels[a.status]}
        {a.reviewedAt ? ` on ${formatDate(a.reviewedAt)}` : ''}.
        {a.status === 'approved' &&
          ' The contractor is in the Contractors list; its contact was invited to set a password.'}
      </p>
    );
  }
  if (mode === 'reject') {
    return (
      <RejectForm
        titleId="application-reject-title"
        title="Reject the application"
        help="E-mailed to the applicant with the decision."
        submit="Reject application"
        saving={decide.isPending}
        onSave={(body, failed) => run({ action: 'reject', body }, failed)}
        onCancel={() => setMode('buttons')}
      />
    );
  }
  if (mode === 'request') {
    return (
      <RequestDocumentForm
        titleId="application-request-title"
        title="Ask for a document"
        help="E-mailed to the applicant, who sends it by applying again."
        submit="Send request"
        saving={decide.isPending}
        onSave={(body, failed) => run({ action: 'request-document', body }, failed)}
        onCancel={() => setMode('buttons')}
      />
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted">
        Approving creates the contractor with these details and documents, and e-mails{' '}
        {a.contactName} an invitation to set a password.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={decide.isPending} onClick={() => setMode('request')}>
          <FilePlus2 aria-hidden="true" />
          Request a document
        </Button>
        <Button variant="secondary" disabled={decide.isPending} onClick={() => setMode('reject')}>
          <X aria-hidden="true" />
          Reject
        </Button>
        <Button loading={decide.isPending} onClick={() => run({ action: 'approve' })}>
          <Check aria-hidden="true" />
          Approve
        </Button>
      </div>
    </div>
  );
}

/** One application: its details and documents, and the decision staff take on it. */
export function ApplicationDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const application = useApplication(id);
  const a = application.data;
  return (
    <FormDialog
      open={id !== null}
      onClose={onClose}
      size="lg"
      title={a ? a.companyName : 'Application'}
      description={
        a
          ? `${applicationStatusLabels[a.status]} · received ${formatDate(a.createdAt)}`
          : 'Loading the application…'
      }
    >
      {id && (
        <QueryBody
          query={application}
          loading="Loading the application"
          error="The application could not be loaded."
        >
          {(detail) => (
            <div className="space-y-6">
              <ApplicationDetails application={detail} />
              <Decisions key={detail.id} application={detail} />
            </div>
          )}
        </QueryBody>
      )}
    </FormDialog>
  );
}
