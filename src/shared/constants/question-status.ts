import { codesOf } from './labelled-codes.ts';

/** A question's status in the words both sides and staff read (docs/decisions/questions.md). */
export const questionStatusLabels = {
  open: 'Not answered yet',
  answered: 'Answered',
  declined: 'Declined',
};
export const questionStatuses = codesOf(questionStatusLabels);
export type QuestionStatus = (typeof questionStatuses)[number];
