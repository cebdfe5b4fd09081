import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ListError } from '../../components/ui/list-states.tsx';
import { readBootstrap } from '../../lib/bootstrap.ts';
import { useSearchParams } from '../../lib/router.tsx';
import { DocumentsSection } from '../../features/contractor-applications/components/documents-section.tsx';
import { ContractorQuestionsSection } from '../../features/auction-questions/components/contractor-questions-section.tsx';
import {
  useContractorMe,
  useContractorSignOut,
} from '../../features/contractor-portal/api/contractor-portal.ts';
import { ContractorPortal } from '../../features/contractor-portal/components/contractor-portal.tsx';
import { ContractorSignIn } from '../../features/contractor-portal/components/contractor-sign-in.tsx';

function SignOutButton() {
  const signOut = useContractorSignOut();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSuccess: () => toast({ title: 'Signed out' }) })}
    >
      <LogOut aria-hidden="true" />
      Sign out
    </Button>
  );
}

/** /contractor: the contractor sign-in, then open auctions in the service area and my bids. */
export default function ContractorRoute() {
  const me = useContractorMe();
  const demo = readBootstrap().demoAccounts?.contractor;
  // E-mails link to /contractor?auction=<id>: that auction opens above the lists.
  const [params, setParams] = useSearchParams();
  const linkedAuctionId = params.get('auction') ?? undefined;

  let body;
  if (me.isPending) {
    body = <Skeleton className="mx-auto h-64 max-w-sm" />;
  } else if (me.isError) {
    body = <ListError message="We could not reach RoofBid." onRetry={() => void me.refetch()} />;
  } else if (me.data === null) {
    body = (
      <ContractorSignIn
        demoHint={demo ? `Demo mode: sign in as ${demo.email} with ${demo.password}.` : undefined}
      />
    );
  } else if (me.data === 'not-contractor') {
    body = (
      <div className="mx-auto max-w-md space-y-4 rounded-2xl border border-line p-6 text-center">
        <p>
          This page is for contractor accounts. Staff sign in at{' '}
          <a className="font-semibold text-brand-700 underline" href="/admin">
            /admin
          </a>{' '}
          or{' '}
          <a className="font-semibold text-brand-700 underline" href="/pipeline">
            /pipeline
          </a>
          .
        </p>
        <SignOutButton />
      </div>
    );
  } else {
    body = (
      <ContractorPortal
        me={me.data}
        slot={(auction) => <ContractorQuestionsSection auctionId={auction.id} />}
        linkedAuctionId={linkedAuctionId}
        onCloseLinked={() => setParams((p) => (p.delete('auction'), p), { replace: true })}
        documents={<DocumentsSection blockedReason={me.data.blockedReason} />}
      />
    );
  }

  const signedIn = me.data && me.data !== 'not-contractor' ? me.data : undefined;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Contractor portal</h1>
          {signedIn && (
            <p className="text-sm text-muted break-words">
              {signedIn.companyName} · {signedIn.email}
            </p>
          )}
        </div>
        {signedIn && <SignOutButton />}
      </div>
      {body}
    </div>
  );
}
