import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import { SETUP_LINK_UNUSABLE, setupLinkToken } from '#shared/schemas/auth.ts';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { NarrowPage } from '../../components/layout/narrow-page.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { SetupPasswordForm } from '../../features/customer-account/components/setup-password-form.tsx';

function InvalidLink({ children }: { children: ReactNode }) {
  return (
    <NarrowPage title="Invalid Setup Link">
      <p>{children}</p>
      <Link to="/forgot-password" className={buttonVariants({ className: 'mt-6' })}>
        Send me a new link
      </Link>
    </NarrowPage>
  );
}

/** /setup-password?setup=<token>: the link e-mailed after payment, or a reset link. */
export default function SetupPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('setup');
  if (!token) {
    return (
      <InvalidLink>
        This page needs the link from your e-mail. Open the link again, or ask for a new one.
      </InvalidLink>
    );
  }
  // A link cut short or mangled on its way (a wrapped line in an e-mail) can never work: say so
  // now rather than after the form is filled in. The server judges every other link on submit.
  if (!z.safeParse(setupLinkToken, token).success) {
    return <InvalidLink>{SETUP_LINK_UNUSABLE}</InvalidLink>;
  }
  return (
    <NarrowPage title="Set your password">
      <p className="mb-4 text-muted">Choose the password for your RoofBid account.</p>
      <SetupPasswordForm token={token} />
    </NarrowPage>
  );
}
