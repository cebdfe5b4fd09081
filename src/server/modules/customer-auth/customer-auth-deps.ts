import type { FastifyBaseLogger } from 'fastify';
import type { EmailSettings } from '../email/email.service.ts';
import type { SessionDeps } from '../auth/sessions.ts';

export type CustomerAuthDeps = SessionDeps & {
  appUrl: string;
  email: EmailSettings;
  emailQueued: () => void;
  log: FastifyBaseLogger;
};
