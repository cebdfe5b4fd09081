import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ComposeEmailDialog, type ComposeStart } from './compose-email-dialog.tsx';
import { EmailLog } from './email-log.tsx';
import { RecentCustomers } from './recent-customers.tsx';

/** Email Center: compose, the recent customers' shortcuts and the sent-mail log (SPEC.md §2). */
export function EmailCenterTab() {
  const [compose, setCompose] = useState<ComposeStart>();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Email Center</h2>
        <Button onClick={() => setCompose({ recipient: '', template: 'welcome' })}>
          <PenLine aria-hidden="true" />
          Compose Email
        </Button>
      </div>
      <RecentCustomers onEmail={(recipient) => setCompose({ recipient, template: 'welcome' })} />
      <EmailLog />
      <ComposeEmailDialog start={compose} onClose={() => setCompose(undefined)} />
    </div>
  );
}
