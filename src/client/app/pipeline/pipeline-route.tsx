import { LogOut, QrCode } from 'lucide-react';
import { Link } from '../../lib/router.tsx';
import { pageWidth } from '../../components/layout/page-width.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { readBootstrap } from '../../lib/bootstrap.ts';
import { PipelineWorkspace } from '../../features/pipeline/components/pipeline-workspace.tsx';
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
 * /pipeline: the sales staff's sign-in (SPEC.md §8 pipeline wording), then the Sales Pipeline
 * workspace. This page is its own lazy chunk (app/router.tsx): the board and its drag and drop
 * library never reach public pages.
 */
export default function PipelineRoute() {
  const me = useStaffMe();
  const logout = useStaffLogout();
  const demo = readBootstrap().demoAccounts?.sales;

  return (
    <div className={cn(pageWidth, 'py-8')}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Sales Pipeline</h1>
        {me.data && (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted">
              Signed in as <strong className="text-ink">{me.data.name}</strong>
            </span>
            <Link to="/qr-code" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              <QrCode aria-hidden="true" />
              QR codes
            </Link>
            <Button
              variant="secondary"
              size="sm"
              loading={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, { onSuccess: () => toast({ title: 'Logged Out' }) })
              }
            >
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        )}
      </div>
      {me.isPending ? (
        <Skeleton className="mx-auto h-64 max-w-sm" />
      ) : !me.data ? (
        <StaffSignIn
          texts={pipelineTexts}
          demoHint={demo ? `Demo mode: sign in as ${demo.email} with ${demo.password}.` : undefined}
        />
      ) : (
        <PipelineWorkspace me={me.data} />
      )}
    </div>
  );
}
