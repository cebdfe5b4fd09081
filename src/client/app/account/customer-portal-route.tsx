import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { NarrowPage } from '../../components/layout/narrow-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useProfile } from '../../features/customer-account/api/session.ts';
import { ForgotPasswordForm } from '../../features/customer-account/components/forgot-password-form.tsx';
import { PortalView } from '../../features/customer-account/components/portal-view.tsx';
import { SignInForm } from '../../features/customer-account/components/sign-in-form.tsx';
import { AuctionPanel } from '../../features/customer-auctions/components/auction-panel.tsx';
import { AuctionSwitcher } from '../../features/customer-auctions/components/auction-switcher.tsx';
import { OwnerQuestionsSection } from '../../features/auction-questions/components/owner-questions-section.tsx';
import { FormProblem } from '../../components/ui/form-field.tsx';
import { RoofPhotosSection } from '../../features/roof-photos/components/roof-photos-section.tsx';

/** /customer and /customer-portal: sign in, then the homeowner's orders and bids. */
export default function CustomerPortalRoute() {
  const profile = useProfile();
  const [forgotOpen, setForgotOpen] = useState(false);
  // Back from the reveal fee checkout: ?auction=<order>&reveal_session=<id> or &reveal=cancelled.
  const [params, setParams] = useSearchParams();
  const auctionId = params.get('auction') ?? undefined;
  const revealSession = params.get('reveal_session') ?? undefined;
  const cancelled = params.get('reveal') === 'cancelled';
  const clearReturn = useCallback(
    () => setParams((p) => (p.delete('reveal_session'), p.delete('reveal'), p), { replace: true }),
    [setParams],
  );
  useEffect(() => {
    if (!cancelled) return;
    toast({ title: 'Payment cancelled', description: 'The bidders were not revealed.' });
    clearReturn();
  }, [cancelled, clearReturn]);

  if (profile.isPending) {
    return (
      <div
        className="mx-auto w-full max-w-5xl space-y-4 px-4 py-12"
        role="status"
        aria-label="Loading your account"
      >
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (profile.data) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10">
        <PortalView
          customer={profile.data}
          initialOrderId={auctionId}
          auctionSwitcher={(selectedId, select) => (
            <AuctionSwitcher selectedId={selectedId} onSelect={select} />
          )}
          auctionPanel={(orderId) => (
            <AuctionPanel
              key={orderId}
              orderId={orderId}
              revealSession={orderId === auctionId ? revealSession : undefined}
              onRevealHandled={clearReturn}
              photos={<RoofPhotosSection orderId={orderId} />}
              questions={(auction) => (
                <OwnerQuestionsSection auctionId={auction.id} bids={auction.bids} />
              )}
            />
          )}
        />
      </div>
    );
  }
  return (
    <NarrowPage title="Customer portal">
      {profile.isError && (
        <FormProblem
          className="mb-4"
          problem="We could not check your session. Please try again."
        />
      )}
      <SignInForm wording="screen" endpoint="/api/customer/login">
        <Button
          type="button"
          variant="ghost"
          className="w-full"
          onClick={() => setForgotOpen(true)}
        >
          Forgot password?
        </Button>
      </SignInForm>
      <p className="mt-6 border-t border-line pt-6 text-center text-sm text-muted">
        No account yet?{' '}
        <Link
          to="/customer-signup"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Create one for your quote request
        </Link>
      </p>
      <Dialog open={forgotOpen} onOpenChange={setForgotOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Forgot password</DialogTitle>
            <DialogDescription>
              We will e-mail you a link to choose a new password.
            </DialogDescription>
          </DialogHeader>
          {forgotOpen && <ForgotPasswordForm endpoint="/api/customer/forgot-password" />}
        </DialogContent>
      </Dialog>
    </NarrowPage>
  );
}
