import { useSearchParams } from '../../lib/router.tsx';
import { NarrowPage } from '../../components/layout/narrow-page.tsx';
import { AccountSetupForm } from '../../features/customer-account/components/account-setup-form.tsx';

/** /account-setup?email=…&setupToken=…: finishes an account from the e-mailed link. */
export default function AccountSetupRoute() {
  const [params] = useSearchParams();
  return (
    <NarrowPage title="Account setup">
      <AccountSetupForm
        email={params.get('email') ?? ''}
        setupToken={params.get('setupToken') ?? ''}
      />
    </NarrowPage>
  );
}
