/**
 * Where the arrow keys take a lifted card on the board (docs/decisions/pipeline-board.md). The
 * drop targets are laid out as the board shows them: a row of close zones (Won, Lost) above a
 * row of status columns, each row in board order. Left and right go to the neighbour in the
 * row and stop at its first and last target; they never wrap round. The order inside a column
 * is the server's, so up and down never move the card to another column: up lifts it from its
 * column to the close zones above, down puts it back over its own column.
 */
export type BoardTargets = {
  /** Won and Lost statuses, left to right as the close zones show them. */
  closing: readonly string[];
  /** The open statuses, left to right as the board shows its columns. */
  columns: readonly string[];
};

export const boardArrowKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const;
export type BoardArrowKey = (typeof boardArrowKeys)[number];

export const isBoardArrowKey = (code: string): code is BoardArrowKey =>
  (boardArrowKeys as readonly string[]).includes(code);

/**
 * The target `key` moves the card to from `over` (the target it is over, or none yet), for a
 * card whose own column is `home`. The answer is `over` itself when the key leads nowhere (an
 * edge), and undefined only when the board has no target at all.
 */
export function nextDropTarget(
  targets: BoardTargets,
  key: BoardArrowKey,
  over: string | null | undefined,
  home: string,
): string | undefined {
  const { closing, columns } = targets;
  const homeColumn = columns.includes(home) ? home : columns[0];
  const inClosing = over != null && closing.includes(over);
  const current = inClosing || (over != null && columns.includes(over)) ? over : homeColumn;
  if (current === undefined) return closing[0];

  const row = inClosing ? closing : columns;
  const index = row.indexOf(current);
  switch (key) {
    case 'ArrowLeft':
      return row[Math.max(0, index - 1)];
    case 'ArrowRight':
      return row[Math.min(row.length - 1, index + 1)];
    case 'ArrowUp':
      return inClosing ? current : (closing[0] ?? current);
    case 'ArrowDown':
      return inClosing ? (homeColumn ?? current) : current;
  }
}
