import { Flame } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { scoreStyle } from './lead-labels.ts';

/** "72/100 Warm": the score, its SPEC.md §9 colour and the band's word. */
export function LeadScoreBadge({ score }: { score: number }) {
  const style = scoreStyle(score);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        style.className,
      )}
    >
      {style.hot && <Flame className="size-3.5" aria-hidden="true" />}
      <span className="tabular-nums">{score}/100</span>
      <span>{style.word}</span>
      <span className="sr-only">lead score</span>
    </span>
  );
}
