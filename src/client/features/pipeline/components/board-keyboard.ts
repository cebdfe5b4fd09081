import {
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

const arrows = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/**
 * Keyboard moves go from drop target to drop target (a column, or a Won / Lost zone), not by
 * pixels: right and down to the next one in reading order, left and up to the one before.
 */
export const dropTargetCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!arrows.includes(event.code)) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!active || !collisionRect) return undefined;
  const targets = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    // Reading order; targets whose tops are within 40 px count as one row.
    .sort((a, b) =>
      Math.abs(a.rect.top - b.rect.top) > 40 ? a.rect.top - b.rect.top : a.rect.left - b.rect.left,
    );
  if (targets.length === 0) return undefined;
  const current = targets.findIndex((target) => target.id === over?.id);
  const forward = event.code === 'ArrowRight' || event.code === 'ArrowDown';
  const next =
    current === -1 ? 0 : (current + (forward ? 1 : -1) + targets.length) % targets.length;
  const rect = targets[next]!.rect;
  return { x: rect.left + 8, y: rect.top + 8 };
};

/** The pointer decides where a mouse or finger drops; the card's box decides for the keyboard. */
export const dropTargetCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const under = pointerWithin(args);
    if (under.length > 0) return under;
  }
  return rectIntersection(args);
};
