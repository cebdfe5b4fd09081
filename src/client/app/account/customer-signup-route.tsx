import { useSearchParams } from '../../lib/router.tsx';
import { NarrowPage } from '../../components/layout/narrow-page.tsx';
import { CustomerLoginScreen } from '../../features/customer-account/components/customer-login-screen.tsx';

/** /customer-signup, and /customer-signup?email=…&token=… from the e-mailed signup link. */
export default function CustomerSignupRoute() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  return (
    <NarrowPage title="Create your account">
      <CustomerLoginScreen
        initialMode="signup"
        signupLink={email && token ? { email, token } : undefined}
      />
    </NarrowPage>
  );
}
