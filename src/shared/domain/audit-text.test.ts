import { describe, expect, it } from 'vitest';
import { auditActionText, auditDetailsText } from './audit-text.ts';

// Issue #22 item 5: the audit log showed status UUIDs and raw JSON.
describe('an audit row in words', () => {
  const newId = '3f0c8a52-1d7e-4b8e-9a51-0c2f6c1e2a01';
  const wonId = '9b1e6f3a-77c2-4f0d-8e0e-5a4d2c9b7e12';
  const leadId = 'c2d4e6f8-0a1b-4c3d-8e5f-6a7b8c9d0e1f';
  const names = { [newId]: 'New', [wonId]: 'Won' };

  it('names an action in words', () => {
    expect(auditActionText('pipeline_lead.moved')).toBe('Pipeline lead moved');
    expect(auditActionText('bid.changed')).toBe('Bid changed');
  });

  it('names statuses instead of their ids, and shows a change as old → new', () => {
    const text = auditDetailsText(
      {
        changed: ['statusId', 'valueCents'],
        status: { from: newId, to: wonId },
        contactSubmissionId: leadId,
        valueCents: 1_190_000,
      },
      names,
    );
    expect(text).toBe('changed: status, value, status: New → Won, value: $11,900');
    expect(text).not.toMatch(/[0-9a-f]{8}-|[{}"]/);
  });

  it('lists the fields an edit changed, each old → new', () => {
    expect(
      auditDetailsText({
        before: { name: 'Quoted', category: 'active', order: 2 },
        after: { name: 'Proposal sent', category: 'active', order: 2 },
      }),
    ).toBe('name: Quoted → Proposal sent');
    expect(auditDetailsText({ bidAmountCents: { from: 1_348_000, to: 1_320_050 } })).toBe(
      'bid amount: $13,480 → $13,200.50',
    );
  });

  it('says yes or no, and shortens long text', () => {
    expect(auditDetailsText({ emailChanged: false, invited: true })).toBe(
      'email changed: no, invited: yes',
    );
    expect(auditDetailsText({ notes: 'x'.repeat(80) })).toBe(`notes: ${'x'.repeat(57)}…`);
  });
});
