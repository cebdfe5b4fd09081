import { Link, useSearchParams } from '../../lib/router.tsx';
import { NarrowPage } from '../../components/layout/narrow-page.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { SetupPasswordForm } from '../../features/customer-account/components/setup-password-form.tsx';

/** /setup-password?setup=<token>: the link e-mailed after payment, or a reset link. */
export default function SetupPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('setup');
  if (!token) {
    return (
      <NarrowPage title="Invalid Setup Link">
        <p>This page needs the link from your e-mail. Open the link again, or ask for a new one.</p>
        <Link to="/forgot-password" className={buttonVariants({ className: 'mt-6' })}>
          Send me a new link
        </Link>
      </NarrowPage>
    );
  }
  return (
    <NarrowPage title="Set your password">
      <p className="mb-4 text-muted">Choose the password for your RoofBid account.</p>
      <SetupPasswordForm token={token} />
    </NarrowPage>
  );
}
