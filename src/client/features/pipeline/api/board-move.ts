import type { PipelineBoard, PipelineCard } from '#shared/schemas/pipeline/leads.ts';

export type LeadMove = {
  card: PipelineCard;
  to: { id: string; name: string; color: string; category: PipelineCard['status']['category'] };
  lostReason?: string;
};

/** The board with `card` taken out of its column and put on top of the column of `to`. */
export function boardAfterMove(board: PipelineBoard, { card, to }: LeadMove): PipelineBoard {
  const moved: PipelineCard = { ...card, status: { ...to } };
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.status.id === card.status.id) {
        return {
          ...column,
          count: Math.max(0, column.count - 1),
          valueCents: Math.max(0, column.valueCents - card.valueCents),
          cards: column.cards.filter((c) => c.id !== card.id),
        };
      }
      if (column.status.id === to.id) {
        return {
          ...column,
          count: column.count + 1,
          valueCents: column.valueCents + card.valueCents,
          cards: [moved, ...column.cards],
        };
      }
      return column;
    }),
  };
}
