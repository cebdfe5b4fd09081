import {
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { isBoardArrowKey, nextDropTarget, type BoardTargets } from './board-navigation.ts';

const homeOf = (data: unknown) =>
  (data as { card?: { status: { id: string } } } | undefined)?.card?.status.id ?? '';

/**
 * The board's keyboard moves (board-navigation.ts decides where each arrow goes). The arrow
 * picks the target itself and the collision check reports it as the one the card is over, so
 * the card's box, scrolled columns and the page's scrolling never make it land elsewhere; the
 * card is still moved onto the target for the eye. `configure` gives it the board as it is now
 * and who hears of an arrow that leads nowhere (an edge), which dnd-kit does not announce.
 */
export function boardKeyboard() {
  let targets: BoardTargets = { closing: [], columns: [] };
  let onStay: (over: string, activeId: string) => void = () => {};
  // The target the arrows chose during this keyboard drag; none until the first arrow.
  let chosen: string | undefined;

  const coordinateGetter: KeyboardCoordinateGetter = (event, { active, context }) => {
    if (!isBoardArrowKey(event.code)) return undefined;
    event.preventDefault();
    const over = chosen ?? (context.over ? String(context.over.id) : null);
    const home = homeOf(context.active?.data.current) || String(active);
    const next = nextDropTarget(targets, event.code, over, home);
    if (next === undefined) return undefined;
    if (next === over) {
      onStay(next, String(active));
      return undefined;
    }
    chosen = next;
    const rect = context.droppableRects.get(next);
    // A target not measured yet: the collision check still reports it.
    return rect
      ? { x: rect.left + 8, y: rect.top + 8 }
      : { x: (context.collisionRect?.left ?? 0) + 1, y: context.collisionRect?.top ?? 0 };
  };

  /** The pointer decides where a mouse or finger drops; the arrows decide for the keyboard. */
  const collisionDetection: CollisionDetection = (args) => {
    if (args.pointerCoordinates) {
      const under = pointerWithin(args);
      if (under.length > 0) return under;
      return rectIntersection(args);
    }
    const target = chosen ?? homeOf(args.active.data.current);
    if (args.droppableContainers.some((container) => container.id === target)) {
      return [{ id: target }];
    }
    return rectIntersection(args);
  };

  return {
    coordinateGetter,
    collisionDetection,
    configure(board: BoardTargets, stay: (over: string, activeId: string) => void) {
      targets = board;
      onStay = stay;
    },
    /** A drag ended or was cancelled: the next one starts over its own column. */
    reset: () => {
      chosen = undefined;
    },
  };
}
