import type { Db } from '../../db/client.ts';
import { recordAudit, type AuditEntry } from '../audit/audit.queries.ts';
import type { Question } from './questions.queries.ts';

/** Who wrote to a question, as the audit log names them (contractor users are staff users). */
export type QuestionActor = Pick<AuditEntry, 'actorType' | 'actorId' | 'ip'>;

export const contractorActor = (user: { userId: string; ip?: string }): QuestionActor => ({
  actorType: 'staff',
  actorId: user.userId,
  ip: user.ip,
});

export const ownerActor = (owner: { customerId: string; ip?: string }): QuestionActor => ({
  actorType: 'customer',
  actorId: owner.customerId,
  ip: owner.ip,
});

/** One audit row about a question, on its auction's order, in the caller's transaction. */
export function auditQuestion(
  tx: Db,
  actor: QuestionActor,
  action: string,
  question: Question,
  at: Date,
) {
  return recordAudit(tx, {
    ...actor,
    action,
    entityType: 'order',
    entityId: question.orderId,
    details: { questionId: question.id, direction: question.direction },
    at,
  });
}

/**
 * A text that lost a contact detail to the mask: one audit row each, so staff can follow a
 * writer who keeps trying (the admin's thread flags two or more on one auction).
 */
export async function noteContactAttempt(
  tx: Db,
  actor: QuestionActor,
  question: Question,
  masked: boolean,
  at: Date,
) {
  if (masked) await auditQuestion(tx, actor, 'question.contact_masked', question, at);
}
