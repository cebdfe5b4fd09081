import type { StaffQuestions } from '#shared/schemas/auction-questions.ts';
import { DetailSection } from '../../../components/detail-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { toastFailure } from '../../../lib/form-errors.ts';
import { useHideQuestion } from '../api/hide-question.ts';
import { useStaffQuestions } from '../api/staff-questions.ts';
import { QuestionStatusBadge } from './question-status.tsx';
import { LoadedQuestions } from './questions-frame.tsx';

type StaffQuestion = StaffQuestions['data'][number];

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

/** Who wrote to whom, in staff's words: the contractor named, the bidder by its letter too. */
function direction(q: StaffQuestion) {
  const contractor = q.contractor ?? 'A contractor';
  if (q.direction === 'to_owner') return `${contractor} asked the homeowner`;
  return `The homeowner asked ${q.bidder ?? 'a bidder'}${q.contractor ? ` (${q.contractor})` : ''}`;
}

/** A text as written, and what the other side was shown when the masking changed it. */
function Original({ label, text, shown }: { label: string; text: string; shown: string | null }) {
  return (
    <div>
      <p className="text-xs font-semibold text-muted">{label}</p>
      <p className="whitespace-pre-line">{text}</p>
      {shown !== null && shown !== text && (
        <p className="mt-1 rounded-md bg-stone-50 p-2 text-sm">
          <span className="font-semibold">Shown as: </span>
          <span className="whitespace-pre-line">{shown}</span>
        </p>
      )}
    </div>
  );
}

function StaffQuestionItem({ auctionId, q }: { auctionId: string; q: StaffQuestion }) {
  const hide = useHideQuestion(auctionId);
  const toggle = () =>
    hide.mutate(
      { questionId: q.id, hidden: !q.hidden },
      {
        onSuccess: () =>
          toast({
            title: q.hidden ? 'Question shown again' : 'Question hidden',
            description: q.hidden
              ? 'Both sides see it again.'
              : 'Neither the homeowner nor the contractors see it now.',
          }),
        onError: (error) => toastFailure('The question could not be changed', error),
      },
    );
  return (
    <li className="space-y-2 p-3 text-sm [overflow-wrap:anywhere]">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{direction(q)}</span>
        <QuestionStatusBadge status={q.status} />
        {q.contactAttempt && <Badge variant="warning">Contact details masked</Badge>}
        {q.hidden && <Badge variant="danger">Hidden</Badge>}
      </div>
      <p className="text-muted">
        Asked {formatDateTime(q.askedAt)}
        {q.answeredAt && `; answered ${formatDateTime(q.answeredAt)}`}
      </p>
      <Original label="Question" text={q.question} shown={q.questionShown} />
      {q.answer !== null && <Original label="Answer" text={q.answer} shown={q.answerShown} />}
      <Button variant="secondary" size="sm" loading={hide.isPending} onClick={toggle}>
        {q.hidden ? 'Show' : 'Hide'}
        <span className="sr-only"> this question</span>
      </Button>
    </li>
  );
}

/**
 * The whole question thread of an auction for staff (issue #24): every question in both
 * directions with its original text and what the other side was shown, hide or show each, and
 * who tried to pass contact details more than once.
 */
export function StaffQuestionsSection({ auctionId }: { auctionId: string }) {
  const questions = useStaffQuestions(auctionId);
  const count = questions.data ? ` (${questions.data.data.length})` : '';
  return (
    <DetailSection titleId="auction-questions" title={`Questions${count}`}>
      <LoadedQuestions query={questions}>
        {({ data, flagged }) => (
          <>
            {flagged.length > 0 && (
              <ul
                aria-label="Contact details attempts"
                className="space-y-1 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950"
              >
                {flagged.map((flag) => (
                  <li key={flag.who}>
                    {flag.who} tried to pass contact details {times(flag.attempts)}
                  </li>
                ))}
              </ul>
            )}
            {data.length === 0 ? (
              <p className="text-sm text-muted">No questions on this auction.</p>
            ) : (
              <ul className="divide-y divide-line rounded-xl border border-line">
                {data.map((q) => (
                  <StaffQuestionItem key={q.id} auctionId={auctionId} q={q} />
                ))}
              </ul>
            )}
          </>
        )}
      </LoadedQuestions>
    </DetailSection>
  );
}
