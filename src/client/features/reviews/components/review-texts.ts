/** SPEC.md §8's toast after a review is sent; the page repeats it in its "what happens next". */
export const REVIEW_RECEIVED_TEXT =
  'Review submitted successfully! Thank you for sharing your experience with us.';
