/**
 * A fixed set of codes written once, with their words: `codesOf(labels)` is the codes in the
 * order the labels list them, as the non-empty tuple z.enum and drizzle's pgEnum take. Codes
 * that read as whole numbers ("12") would be put first by JavaScript, so none may.
 */
export const codesOf = <Code extends string>(labels: Record<Code, string>) =>
  // Object.keys answers string[]; the keys are the labels' codes, and there is at least one.
  Object.keys(labels) as unknown as readonly [Code, ...Code[]];
