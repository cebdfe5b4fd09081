import { LayoutDashboard, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { withQueryClient } from '../../../lib/with-query-client.tsx';
import { useLogout, useProfile } from '../api/session.ts';
import { OrderHistory } from './order-history.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

/**
 * The header's Customer Login dialog (SPEC.md §2): sign in, reset, or the signed-in view with
 * the order history. Its content unmounts when it closes, which resets every form and view.
 */
function CustomerLoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <DialogBody onClose={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function DialogBody({ onClose }: { onClose: () => void }) {
  const profile = useProfile();
  const logout = useLogout();
  const [view, setView] = useState<'signin' | 'reset'>('signin');

  if (profile.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Customer Login</DialogTitle>
          <DialogDescription>Checking whether you are signed in…</DialogDescription>
        </DialogHeader>
        <Skeleton className="h-40 w-full" />
      </>
    );
  }

  const customer = profile.data;
  if (customer) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Customer Login</DialogTitle>
          <DialogDescription>
            Signed in as {customer.firstName} {customer.lastName} ({customer.email})
          </DialogDescription>
        </DialogHeader>
        <Link
          to="/customer-portal"
          onClick={onClose}
          className={buttonVariants({ variant: 'primary', className: 'mb-3 w-full' })}
        >
          <LayoutDashboard aria-hidden="true" />
          Go to my customer portal
        </Link>
        <Button
          variant="secondary"
          className="mb-5 w-full"
          loading={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSuccess: () => {
                setView('signin');
                toast({
                  title: 'Logged Out',
                  description: 'You have been successfully logged out.',
                });
              },
            })
          }
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
        <h3 className="mb-3 text-lg font-semibold">Order History</h3>
        <OrderHistory customerId={customer.id} />
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Customer Login</DialogTitle>
        <DialogDescription>
          {view === 'signin'
            ? 'Your account is created with your first purchase, and we e-mail you a link to set your password.'
            : 'Reset your password'}
        </DialogDescription>
      </DialogHeader>
      {view === 'signin' ? (
        <SignInForm wording="dialog">
          <Button type="button" variant="ghost" className="w-full" onClick={() => setView('reset')}>
            Forgot Password?
          </Button>
        </SignInForm>
      ) : (
        <ResetRequestForm onDone={() => setView('signin')} />
      )}
    </>
  );
}

export default withQueryClient(CustomerLoginDialog);
