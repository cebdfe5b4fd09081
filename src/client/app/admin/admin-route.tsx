import { lazy, Suspense } from 'react';
import { BadgeCheck, LogOut } from 'lucide-react';
import { STAFF_SIGN_IN_REFUSED } from '#shared/schemas/auth.ts';
import { pageWidth } from '../../components/layout/page-width.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { ListLoading } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { readBootstrap } from '../../lib/bootstrap.ts';
import { AuctionsTab } from '../../features/admin-auctions/components/auctions-tab.tsx';
import { StaffQuestionsSection } from '../../features/auction-questions/components/staff-questions-section.tsx';
import { ContractorsTab } from '../../features/admin-contractors/components/contractors-tab.tsx';
import { ApplicationsSection } from '../../features/contractor-applications/components/applications-section.tsx';
import { DocumentRenewalsSection } from '../../features/contractor-applications/components/document-renewals-section.tsx';
import { EmailCenterTab } from '../../features/admin-email/components/email-center-tab.tsx';
import { FaqTab } from '../../features/admin-faq/components/faq-tab.tsx';
import { LeadsTab } from '../../features/admin-leads/components/leads-tab.tsx';
import { OrdersTab } from '../../features/admin-orders/components/orders-tab.tsx';
import { MoreTab } from '../../features/admin-settings/components/more-tab.tsx';
import { useStaffLogout, useStaffMe } from '../../features/staff-auth/api/staff-session.ts';
import { StaffSignIn } from '../../features/staff-auth/components/staff-sign-in.tsx';
import { useAdminAddress } from './admin-address.ts';

// The charts load when the tab is opened: the rest of the dashboard never waits for them.
const AnalyticsTab = lazy(
  () => import('../../features/admin-analytics/components/analytics-tab.tsx'),
);

const adminTexts = {
  failedTitle: 'Authentication Failed',
  failedDescription: STAFF_SIGN_IN_REFUSED,
  errorTitle: 'Authentication Failed',
  errorDescription: 'Unable to verify credentials. Please try again.',
  successTitle: 'Authentication Successful',
  usernameLabel: 'Staff e-mail',
  submitLabel: 'Authenticate',
};

function LogoutButton() {
  const logout = useStaffLogout();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSuccess: () => toast({ title: 'Logged Out' }) })}
    >
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  );
}

/** /admin: staff sign-in checked by the server, then the dashboard's tabs (SPEC.md §2). */
export default function AdminRoute() {
  const me = useStaffMe();
  const place = useAdminAddress();
  const demo = readBootstrap().demoAccounts?.admin;

  let body;
  if (me.isPending) {
    body = <Skeleton className="mx-auto h-64 max-w-sm" />;
  } else if (!me.data) {
    body = (
      <StaffSignIn
        texts={adminTexts}
        demoHint={demo ? `Demo mode: sign in as ${demo.email} with ${demo.password}.` : undefined}
      />
    );
  } else if (me.data.role !== 'admin') {
    body = (
      <div className="mx-auto max-w-md space-y-4 rounded-2xl border border-line p-6 text-center">
        <p>
          You are signed in as {me.data.email} ({me.data.role}). The admin dashboard is for admins;
          the sales pipeline is at{' '}
          <a className="font-semibold text-brand-700 underline" href="/pipeline">
            /pipeline
          </a>
          .
        </p>
        <LogoutButton />
      </div>
    );
  } else {
    // Each body mounts only while its tab is open (TabsContent).
    const tabs = [
      {
        value: 'customers',
        label: 'Customers (Paid)',
        body: <OrdersTab openOrderId={place.openOrderId} onOpenOrder={place.setOpenOrder} />,
      },
      { value: 'leads', label: 'Leads (Unpaid)', body: <LeadsTab /> },
      {
        value: 'auctions',
        label: 'Auctions',
        body: (
          <AuctionsTab
            openAuctionId={place.openAuctionId}
            onOpenAuction={place.setOpenAuction}
            detailSlot={(id) => <StaffQuestionsSection auctionId={id} />}
          />
        ),
      },
      {
        value: 'contractors',
        label: 'Contractors',
        // The work queues first: applications and renewals wait for staff; then the contractors.
        body: (
          <div className="space-y-10">
            <ApplicationsSection />
            <DocumentRenewalsSection />
            <ContractorsTab />
          </div>
        ),
      },
      { value: 'faqs', label: 'FAQs', body: <FaqTab /> },
      { value: 'email', label: 'Email Center', body: <EmailCenterTab /> },
      {
        value: 'analytics',
        label: 'Analytics',
        body: (
          <Suspense fallback={<ListLoading label="Loading analytics" />}>
            <AnalyticsTab />
          </Suspense>
        ),
      },
      { value: 'more', label: 'More', body: <MoreTab /> },
    ];
    body = (
      <Tabs value={place.tab} onValueChange={place.setTab}>
        <TabsList className="w-full justify-start overflow-x-auto">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, body: tabBody }) => (
          <TabsContent key={value} value={value} className="mt-6">
            {tabBody}
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  return (
    <div className={cn(pageWidth, 'py-8')}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin dashboard</h1>
        {me.data?.role === 'admin' && (
          <div className="flex items-center gap-3">
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-800">
              <BadgeCheck className="size-4" aria-hidden="true" />
              Authenticated
            </span>
            <LogoutButton />
          </div>
        )}
      </div>
      {body}
    </div>
  );
}
