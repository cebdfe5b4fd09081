import { LogOut, QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { readBootstrap } from '../../lib/bootstrap.ts';
import { useStaffLogout, useStaffMe } from '../../features/staff-auth/api/staff-session.ts';
import { StaffSignIn } from '../../features/staff-auth/components/staff-sign-in.tsx';

const pipelineTexts = {
  failedTitle: 'Authentication Failed',
  failedDescription: 'Invalid username or password.',
  errorTitle: 'Authentication Error',
  errorDescription: 'Unable to verify credentials. Please try again.',
  successTitle: 'Authentication Successful',
  usernameLabel: 'Username (your staff e-mail)',
  submitLabel: 'Sign in',
};

/**
 * /pipeline: the sales staff's sign-in (SPEC.md §8 pipeline wording). The pipeline board itself
 * (stages, sales people, activities) is not built yet; signed-in staff are told so plainly.
 */
export default function PipelineRoute() {
  const me = useStaffMe();
  const logout = useStaffLogout();
  const demo = readBootstrap().demoAccounts?.sales;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Sales Pipeline</h1>
      {me.isPending ? (
        <Skeleton className="mx-auto h-64 max-w-sm" />
      ) : !me.data ? (
        <StaffSignIn
          texts={pipelineTexts}
          demoHint={demo ? `Demo mode: sign in as ${demo.email} with ${demo.password}.` : undefined}
        />
      ) : (
        <div className="space-y-4 rounded-2xl border border-line p-6">
          <p>
            Signed in as <strong>{me.data.name}</strong> ({me.data.email}, {me.data.role}).
          </p>
          <p className="text-muted">
            The pipeline board is not available yet. Leads are in the admin dashboard for now, and
            you can make QR codes for your flyers and door hangers.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/qr-code" className={buttonVariants()}>
              <QrCode aria-hidden="true" />
              QR code generator
            </Link>
            <Button
              variant="secondary"
              loading={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, { onSuccess: () => toast({ title: 'Logged Out' }) })
              }
            >
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
