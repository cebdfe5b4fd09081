import { useEffect } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** SPEC.md §8, setup password: the server's messages as the customer reads them. */
export function setupErrorMessage(error: unknown) {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  if (message === 'Invalid or expired setup token') {
    return 'This setup link has expired or has already been used. Please contact support for a new setup link.';
  }
  if (message === 'Account has already been set up') {
    return 'This account has already been set up. You can log in using the customer portal.';
  }
  return message ?? 'Failed to set up your account. Please try again.';
}

/** SPEC.md §4: after a successful setup the portal opens after one second. */
export const REDIRECT_AFTER_SETUP_MS = 1000;

export function usePortalAfterSetup(done: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/customer-portal'), REDIRECT_AFTER_SETUP_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);
}
