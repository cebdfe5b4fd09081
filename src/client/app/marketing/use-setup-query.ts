import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router.tsx';
import { useLoginDialog } from '../layout/login-dialog-context.tsx';

/**
 * SPEC.md §2, home: `?setup=<token>` goes to /setup-password with the same value;
 * `?setup=true` opens the customer login dialog and clears the query from the address bar.
 */
export function useSetupQuery() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { setOpen } = useLoginDialog();
  const setup = params.get('setup');

  useEffect(() => {
    if (setup === null) return;
    if (setup === 'true') {
      setOpen(true);
      void navigate('/', { replace: true });
    } else {
      void navigate(`/setup-password?setup=${encodeURIComponent(setup)}`, { replace: true });
    }
  }, [setup, navigate, setOpen]);
}
