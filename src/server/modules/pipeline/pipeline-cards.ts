import type { PipelineCard } from '#shared/schemas/pipeline/leads.ts';
import { badRequest } from '../../errors.ts';
import type { CardRow, ColumnCursor } from './pipeline-leads.queries.ts';

/** A card as the board, the list and the drawer show it. */
export function cardAnswer(row: CardRow, now: Date): PipelineCard {
  return {
    id: row.id,
    contactSubmissionId: row.contactSubmissionId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    projectType: row.projectType,
    valueCents: Number(row.valueCents),
    probability: row.probability,
    expectedCloseDate: row.expectedCloseDate,
    nextFollowUpDate: row.nextFollowUpDate?.toISOString() ?? null,
    // SPEC.md §9: due when the follow-up is on or before now.
    followUpDue: row.nextFollowUpDate !== null && row.nextFollowUpDate <= now,
    lastContactDate: row.lastContactDate?.toISOString() ?? null,
    salesPerson: { id: row.salesPersonId, name: row.salesPersonName },
    status: {
      id: row.statusId,
      name: row.statusName,
      color: row.statusColor,
      category: row.statusCategory,
    },
    orderNumber: row.orderNumber,
    referralRep:
      row.referralRepId && row.referralRepName
        ? { id: row.referralRepId, name: row.referralRepName }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The opaque "load more" token: where the last card of a page sits in its column. */
export function encodeCursor(row: CardRow): string {
  return Buffer.from(JSON.stringify([row.cursorAt, row.id])).toString('base64url');
}

const INVALID_CURSOR = 'Invalid cursor';
// updated_at as PostgreSQL prints a timestamptz (DateStyle ISO).
const timestampPattern =
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string): ColumnCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      timestampPattern.test(parsed[0]) &&
      uuidPattern.test(parsed[1])
    ) {
      return { at: parsed[0], id: parsed[1] };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
}
