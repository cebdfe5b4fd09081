import { describe, expect, it } from 'vitest';
import type { PipelineBoard, PipelineCard } from '#shared/schemas/pipeline/leads.ts';
import { boardAfterMove } from './board-move.ts';

const status = (id: string, category: 'active' | 'won' | 'lost' = 'active') => ({
  id,
  name: id,
  color: '#3B82F6',
  category,
});

const card = (id: string, statusId: string, valueCents: number): PipelineCard => ({
  id,
  contactSubmissionId: `s-${id}`,
  name: `Lead ${id}`,
  email: `${id}@example.com`,
  phone: '(403) 555-0100',
  projectType: null,
  valueCents,
  probability: 50,
  expectedCloseDate: null,
  nextFollowUpDate: null,
  followUpDue: false,
  lastContactDate: null,
  salesPerson: { id: 'p', name: 'Sam Sales' },
  status: status(statusId),
  orderNumber: null,
  referralRep: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const board: PipelineBoard = {
  view: 'board',
  stats: { totalLeads: 3, totalValueCents: 600, salesTeam: 1, weightedForecastCents: 300 },
  columns: [
    {
      status: { ...status('a'), order: 2 },
      count: 12,
      valueCents: 1_000,
      cards: [card('1', 'a', 100), card('2', 'a', 200)],
      nextCursor: 'x',
    },
    {
      status: { ...status('b'), order: 1 },
      count: 1,
      valueCents: 300,
      cards: [card('3', 'b', 300)],
      nextCursor: null,
    },
  ],
};

// The optimistic guess the board shows until the server answers (useMoveLead).
describe('boardAfterMove', () => {
  it('takes the card out of its column and puts it on top of the target, with counts and values', () => {
    const after = boardAfterMove(board, { card: card('2', 'a', 200), to: status('b') });
    expect(after.columns[0]).toMatchObject({ count: 11, valueCents: 800 });
    expect(after.columns[0]!.cards.map((c) => c.id)).toEqual(['1']);
    expect(after.columns[1]).toMatchObject({ count: 2, valueCents: 500 });
    expect(after.columns[1]!.cards.map((c) => [c.id, c.status.id])).toEqual([
      ['2', 'b'],
      ['3', 'b'],
    ]);
  });

  it('only removes the card when the target is not a column (won or lost)', () => {
    const after = boardAfterMove(board, { card: card('3', 'b', 300), to: status('won', 'won') });
    expect(after.columns[1]).toMatchObject({ count: 0, valueCents: 0, cards: [] });
    expect(after.columns[0]).toEqual(board.columns[0]);
  });
});
