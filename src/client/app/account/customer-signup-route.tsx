import { NarrowPage } from '../../components/layout/narrow-page.tsx';
import { CustomerLoginScreen } from '../../features/customer-account/components/customer-login-screen.tsx';

export default function CustomerSignupRoute() {
  return (
    <NarrowPage title="Create your account">
      <CustomerLoginScreen initialMode="signup" />
    </NarrowPage>
  );
}
