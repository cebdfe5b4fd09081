import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import {
  enqueueEmail,
  type EmailSettings,
  type EnqueueEmail,
} from '../modules/email/email.service.ts';

/**
 * An e-mail queued through the service as the app queues one: to jane@example.com at the
 * clock's now, for sending (`deliver: false` stores it as an app without SMTP does).
 */
export function queueEmail(
  database: Database,
  clock: Clock,
  email: Pick<EnqueueEmail, 'template' | 'values'> & Partial<EnqueueEmail>,
  settings: EmailSettings = { deliver: true },
) {
  return enqueueEmail(database.db, settings, { to: 'jane@example.com', at: clock.now(), ...email });
}
