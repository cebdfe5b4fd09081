import type { ReactNode } from 'react';
import { questionStatusLabels, type QuestionStatus } from '#shared/constants/question-status.ts';
import { Badge, type BadgeProps } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';

const statusVariants: Record<QuestionStatus, BadgeProps['variant']> = {
  open: 'warning',
  answered: 'success',
  declined: 'secondary',
};

export function QuestionStatusBadge({ status }: { status: QuestionStatus }) {
  return <Badge variant={statusVariants[status]}>{questionStatusLabels[status]}</Badge>;
}

/**
 * One question as a side reads it: who asked (in words that never name a contractor), when, its
 * status, the text (masked already by the server), the answer under it, and `children` below
 * (an answer form).
 */
export function QuestionItem({
  question,
  askedBy,
  answerLabel = 'Answer',
  children,
}: {
  question: {
    question: string;
    answer: string | null;
    status: QuestionStatus;
    askedAt: string;
  };
  askedBy: string;
  /** What the answer is called: "Bidder A's answer". */
  answerLabel?: string;
  children?: ReactNode;
}) {
  return (
    <li className="space-y-2 rounded-lg border border-line p-3 [overflow-wrap:anywhere]">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <span className="font-medium text-ink">{askedBy}</span>
        <time dateTime={question.askedAt}>{formatDateTime(question.askedAt)}</time>
        <QuestionStatusBadge status={question.status} />
      </div>
      <p className="whitespace-pre-line">{question.question}</p>
      {question.answer !== null && (
        <div className="rounded-md bg-stone-50 p-2">
          <p className="text-sm font-semibold">{answerLabel}:</p>
          <p className="whitespace-pre-line">{question.answer}</p>
        </div>
      )}
      {children}
    </li>
  );
}
