import { Link } from '../../lib/router.tsx';
import { NarrowPage } from '../../components/layout/narrow-page.tsx';
import { ForgotPasswordForm } from '../../features/customer-account/components/forgot-password-form.tsx';

export default function ForgotPasswordRoute() {
  return (
    <NarrowPage title="Forgot password">
      <p className="mb-4 text-muted">
        Enter the e-mail you used for your order. We will send you a link to choose a new password;
        it works for one hour.
      </p>
      <ForgotPasswordForm endpoint="/api/forgot-password" />
      <p className="mt-6 text-center text-sm">
        <Link
          to="/customer-portal"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      </p>
    </NarrowPage>
  );
}
