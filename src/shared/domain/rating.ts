/**
 * A contractor's rating in words, from its approved reviews only: "4.8 / 5 from 12 reviews",
 * or "No reviews yet". The same wording wherever a bidder's rating is shown; never a figure
 * without reviews behind it.
 */
export function ratingText(average: number | null, count: number): string {
  if (average === null || count === 0) return 'No reviews yet';
  return `${average.toFixed(1)} / 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}
