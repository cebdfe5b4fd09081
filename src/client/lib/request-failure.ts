import { ApiError } from './api-client.ts';

const WRONG_ADDRESS =
  'This page was opened at an address the server does not serve. Please open the site at its usual address and try again.';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

const BUSY = 'The site is busy right now. Please try again in a minute.';
const UNAVAILABLE = 'The site cannot save this right now. Please try again in a minute.';

/**
 * Why a request was refused, in the server's words, when nothing the user typed is to blame: the
 * page was opened at an address the server does not serve (CROSS_SITE_REFUSED), too many
 * attempts (RATE_LIMITED), too many uploads arriving at once (SERVER_BUSY), or the database out of
 * reach for a moment (SERVICE_UNAVAILABLE). Undefined for
 * any other failure. Forms show this instead of their
 * own "please check your information" text, which would send the user hunting for a typo.
 */
export function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.code) {
    case 'CROSS_SITE_REFUSED':
      return error.serverMessage || WRONG_ADDRESS;
    case 'RATE_LIMITED':
      return error.serverMessage || TOO_MANY;
    case 'SERVER_BUSY':
      return error.serverMessage || BUSY;
    case 'SERVICE_UNAVAILABLE':
      return error.serverMessage || UNAVAILABLE;
    default:
      return undefined;
  }
}

/** A failure toast's description: the refusal's reason if it was one, else the form's text. */
export function failureDescription(error: unknown, formText: string) {
  return refusalReason(error) ?? formText;
}
