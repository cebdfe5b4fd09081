import { HOT_LEAD_SCORE, scoreBand } from '#shared/domain/lead-score.ts';

export function daysAgoText(days: number) {
  if (days <= 0) return 'today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/**
 * SPEC.md §9 colours, each with a word so the band never depends on colour alone. The classes
 * are whole strings so Tailwind sees them.
 */
const bandStyles = {
  green: { word: 'Hot', className: 'border-green-300 bg-green-100 text-green-900' },
  yellow: { word: 'Warm', className: 'border-yellow-300 bg-yellow-100 text-yellow-900' },
  orange: { word: 'Cool', className: 'border-orange-300 bg-orange-100 text-orange-900' },
  red: { word: 'Cold', className: 'border-red-300 bg-red-100 text-red-900' },
} as const;

export function scoreStyle(score: number) {
  const band = bandStyles[scoreBand(score)];
  // "Hot" is the product's word for 80+ (HOT_LEAD_SCORE); the others only name the colour band.
  return { ...band, hot: score >= HOT_LEAD_SCORE };
}
