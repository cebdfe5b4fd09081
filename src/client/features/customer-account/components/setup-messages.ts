import { useEffect } from 'react';
import { SETUP_LINK_UNUSABLE } from '#shared/schemas/auth.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The server refused the link itself: unknown, expired or used ("Invalid or expired setup
 * token"), or not even the shape of one (a field error on the token, which no form shows).
 */
export const linkRefused = (error: unknown) =>
  error instanceof ApiError &&
  (error.serverMessage === 'Invalid or expired setup token' || 'token' in error.fields);

/** SPEC.md §8, setup password: the server's messages as the customer reads them. */
export function setupErrorMessage(error: unknown) {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  if (linkRefused(error)) return SETUP_LINK_UNUSABLE;
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
