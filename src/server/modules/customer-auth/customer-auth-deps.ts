import type { FastifyBaseLogger } from 'fastify';
import type { AfterResponse } from '../../after-response.ts';
import type { EmailSettings } from '../email/email.service.ts';
import type { SessionDeps } from '../auth/sessions.ts';

export type CustomerAuthDeps = SessionDeps & {
  appUrl: string;
  email: EmailSettings;
  emailQueued: () => void;
  log: FastifyBaseLogger;
  /** Work the request does not wait for (the forgot-password e-mail). */
  afterResponse: AfterResponse;
};
