import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1', className)}
      {...props}
    />
  );
}

// `focusVisible` is in the HTML standard's FocusOptions but not yet in TypeScript's DOM types.
const pointerFocus = { focusVisible: false } as FocusOptions;

/**
 * A tab shows the focus ring (styles.css, :focus-visible) when reached by keyboard, not after a
 * click. Radix focuses the tab from script on mouse down, and a browser shows the ring for
 * focus moved by script unless the last focus came from the mouse, as on a page's first click.
 * Focusing it first, saying it is not for the keyboard, makes Radix's focus a no-op.
 */
function focusWithoutRing(event: MouseEvent<HTMLButtonElement>) {
  const tab = event.currentTarget;
  if (event.button === 0 && !event.ctrlKey && !tab.disabled && document.activeElement !== tab) {
    tab.focus(pointerFocus);
  }
}

export function TabsTrigger({
  className,
  onMouseDown,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-10 items-center gap-2 rounded-md px-4 text-sm font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        focusWithoutRing(event);
      }}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
