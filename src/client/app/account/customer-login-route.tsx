import { NarrowPage } from '../../components/layout/narrow-page.tsx';
import { CustomerLoginScreen } from '../../features/customer-account/components/customer-login-screen.tsx';

export default function CustomerLoginRoute() {
  return (
    <NarrowPage title="Customer login">
      <CustomerLoginScreen initialMode="login" />
    </NarrowPage>
  );
}
