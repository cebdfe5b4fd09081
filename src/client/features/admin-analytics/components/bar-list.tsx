import type { ReactNode } from 'react';

export type Bar = {
  label: string;
  /** Stacked parts, each with its own colour class; the numbers are always shown as text. */
  parts: { value: number; className: string }[];
  text: ReactNode;
};

/**
 * A horizontal bar chart made of plain elements (no chart library): one row per label, the
 * bar scaled to the largest total, the figures in words beside it (UI.md: numbers as text).
 */
export function BarList({ bars, label }: { bars: Bar[]; label: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.parts.reduce((sum, p) => sum + p.value, 0)));
  return (
    <ul aria-label={label} className="space-y-1.5">
      {bars.map((bar) => (
        <li
          key={bar.label}
          className="grid grid-cols-[6.5rem_minmax(0,1fr)_auto] items-center gap-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)_auto]"
        >
          <span className="text-muted tabular-nums">{bar.label}</span>
          <span aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-stone-100">
            {bar.parts.map((part, i) =>
              part.value > 0 ? (
                <span
                  key={i}
                  className={part.className}
                  style={{ width: `${(part.value / max) * 100}%` }}
                />
              ) : null,
            )}
          </span>
          <span className="text-right tabular-nums">{bar.text}</span>
        </li>
      ))}
    </ul>
  );
}
