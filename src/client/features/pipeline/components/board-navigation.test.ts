import { describe, expect, it } from 'vitest';
import { nextDropTarget, type BoardArrowKey, type BoardTargets } from './board-navigation.ts';

// The demo board: four open columns in board order, the Won and Lost zones above them.
const board: BoardTargets = {
  closing: ['won', 'lost'],
  columns: ['new-lead', 'contacted', 'quoted', 'negotiating'],
};

/** Where a card from `home` ends up after pressing `keys` in turn, starting over its column. */
function press(keys: BoardArrowKey[], home = 'new-lead', targets = board) {
  let over: string | undefined = home;
  const visited: (string | undefined)[] = [];
  for (const key of keys) {
    over = nextDropTarget(targets, key, over, home);
    visited.push(over);
  }
  return visited;
}

describe('the arrow keys on the pipeline board (issue #22 item 9)', () => {
  it('go left and right through the columns in board order', () => {
    expect(press(['ArrowRight', 'ArrowRight', 'ArrowRight'])).toEqual([
      'contacted',
      'quoted',
      'negotiating',
    ]);
    expect(press(['ArrowLeft', 'ArrowLeft'], 'quoted')).toEqual(['contacted', 'new-lead']);
  });

  it('stop at the first and last column instead of wrapping round', () => {
    expect(press(['ArrowLeft', 'ArrowLeft'], 'new-lead')).toEqual(['new-lead', 'new-lead']);
    expect(press(['ArrowRight'], 'negotiating')).toEqual(['negotiating']);
    // The reported bug: up from New Lead went to Lost, Won, then round to Negotiating.
    expect(press(['ArrowUp', 'ArrowUp', 'ArrowUp'])).not.toContain('negotiating');
  });

  it('keep up and down within the column: never another column', () => {
    expect(press(['ArrowDown', 'ArrowDown'], 'contacted')).toEqual(['contacted', 'contacted']);
    // Up lifts the card to the close zones above the board, down puts it back over its column.
    expect(press(['ArrowUp', 'ArrowUp', 'ArrowDown'], 'contacted')).toEqual([
      'won',
      'won',
      'contacted',
    ]);
    // Down comes back to the card's own column, not the one it passed on the way.
    expect(press(['ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowDown'], 'contacted')).toEqual([
      'quoted',
      'negotiating',
      'won',
      'contacted',
    ]);
  });

  it('go left and right between the close zones, stopping at both ends', () => {
    expect(press(['ArrowUp', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowLeft'])).toEqual([
      'won',
      'lost',
      'lost',
      'won',
      'won',
    ]);
  });

  it('start from the card’s own column when it is over nothing yet', () => {
    expect(nextDropTarget(board, 'ArrowRight', null, 'quoted')).toBe('negotiating');
    expect(nextDropTarget(board, 'ArrowRight', 'gone', 'quoted')).toBe('negotiating');
    // A home that is not a column (a filter hid it): the first column.
    expect(nextDropTarget(board, 'ArrowDown', null, 'hidden')).toBe('new-lead');
  });

  it('stay put on a board without close zones, and answer nothing on an empty one', () => {
    const open = { closing: [], columns: ['new-lead', 'contacted'] };
    expect(press(['ArrowUp', 'ArrowRight', 'ArrowUp'], 'new-lead', open)).toEqual([
      'new-lead',
      'contacted',
      'contacted',
    ]);
    expect(nextDropTarget({ closing: [], columns: [] }, 'ArrowLeft', null, 'x')).toBeUndefined();
  });
});
