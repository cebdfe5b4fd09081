import { useId, useState } from 'react';
import type { OwnerQuestions } from '#shared/schemas/auction-questions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toastFailure } from '../../../lib/form-errors.ts';
import { useAnswerContractor } from '../api/answer-contractor.ts';
import { useAskBidder } from '../api/ask-bidder.ts';
import { useOwnerQuestions } from '../api/owner-questions.ts';
import { QuestionsFrame } from './questions-frame.tsx';
import { QuestionItem } from './question-status.tsx';
import { AnswerForm, QuestionTextForm } from './question-text-form.tsx';

/** A bid the owner may ask about, named as the comparison names it ("Bidder A"). */
export type AskableBid = { id: string; label: string };

/**
 * The owner's Questions on one auction (issue #24): contractors' questions to answer or decline
 * (every contractor on the auction reads the answer, nobody learns who asked), and the owner's
 * own questions to each bidder about its bid, with the bidder's answer.
 */
export function OwnerQuestionsSection({
  auctionId,
  bids,
}: {
  auctionId: string;
  bids: AskableBid[];
}) {
  const questions = useOwnerQuestions(auctionId);
  return (
    <QuestionsFrame level={3} unanswered={questions.data?.unanswered ?? 0} query={questions}>
      {(data) => (
        <>
          <FromContractors auctionId={auctionId} data={data} />
          <ToBidders auctionId={auctionId} data={data} bids={bids} />
        </>
      )}
    </QuestionsFrame>
  );
}

/** Questions close with bidding: then nobody may ask, though the limit is not reached. */
const isClosed = (data: OwnerQuestions) => !data.canAsk && data.asked < data.limit;

function FromContractors({ auctionId, data }: { auctionId: string; data: OwnerQuestions }) {
  const answer = useAnswerContractor(auctionId);
  const closed = isClosed(data);
  const savingId = answer.isPending ? answer.variables.questionId : undefined;
  const decline = (questionId: string) =>
    answer.mutate(
      { questionId, input: { decline: true } },
      {
        onSuccess: () =>
          toast({ title: 'Question declined', description: 'Only its asker is told.' }),
        onError: (error) => toastFailure('The question could not be declined', error),
      },
    );
  return (
    <div className="space-y-2">
      <h4 className="font-semibold">From contractors</h4>
      <p className="text-sm text-muted">
        Your answers are shown to every contractor on this auction, without saying who asked.
        Contact details you write are hidden until you award the job.
      </p>
      {data.toOwner.length === 0 ? (
        <p className="text-sm text-muted">No questions from contractors yet.</p>
      ) : (
        <ul aria-label="Questions from contractors" className="space-y-2">
          {data.toOwner.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              askedBy="A contractor asked"
              answerLabel="Your answer"
            >
              {question.status === 'open' && !closed && (
                <AnswerForm
                  pending={savingId === question.id}
                  readers="Every contractor on this auction can read it."
                  send={(text) =>
                    answer.mutateAsync({ questionId: question.id, input: { answer: text } })
                  }
                  extraActions={
                    <Button
                      type="button"
                      variant="secondary"
                      disabled={savingId !== undefined}
                      onClick={() => decline(question.id)}
                    >
                      Decline
                    </Button>
                  }
                />
              )}
            </QuestionItem>
          ))}
        </ul>
      )}
    </div>
  );
}

function ToBidders({
  auctionId,
  data,
  bids,
}: {
  auctionId: string;
  data: OwnerQuestions;
  bids: AskableBid[];
}) {
  return (
    <div className="space-y-3">
      <h4 className="font-semibold">Your questions to bidders</h4>
      {bids.length === 0 ? (
        <p className="text-sm text-muted">
          Once bids arrive you can ask a bidder about its bid, e.g. whether the price includes
          disposal.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            You asked {data.asked} of {data.limit} questions.{' '}
            {isClosed(data) && 'Questions closed when bidding closed.'}
          </p>
          <ul className="space-y-3">
            {bids.map((bid) => (
              <BidderQuestions
                key={bid.id}
                auctionId={auctionId}
                bid={bid}
                questions={data.toBidders.filter((q) => q.bidId === bid.id)}
                canAsk={data.canAsk}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function BidderQuestions({
  auctionId,
  bid,
  questions,
  canAsk,
}: {
  auctionId: string;
  bid: AskableBid;
  questions: OwnerQuestions['toBidders'];
  canAsk: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const ask = useAskBidder(auctionId);
  const formId = useId();
  return (
    <li aria-label={`Questions to ${bid.label}`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="font-medium">{bid.label}</h5>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={asking}
          aria-controls={formId}
          disabled={!canAsk && !asking}
          onClick={() => setAsking(!asking)}
        >
          Ask {bid.label}
        </Button>
      </div>
      {questions.length > 0 && (
        <ul className="space-y-2">
          {questions.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              askedBy="You asked"
              answerLabel={`${bid.label}'s answer`}
            />
          ))}
        </ul>
      )}
      <div id={formId} hidden={!asking}>
        {asking && (
          <QuestionTextForm
            field="question"
            label={`Your question to ${bid.label}`}
            help="About this bid only; the bidder may change its bid after answering."
            submitLabel="Ask"
            failureTitle="The question could not be sent"
            pending={ask.isPending}
            onSend={(text) =>
              ask.mutateAsync({ bidId: bid.id, input: { question: text } }).then(() => {
                toast({ title: 'Question sent', description: `${bid.label} is e-mailed.` });
                setAsking(false);
              })
            }
            onCancel={() => setAsking(false)}
          />
        )}
      </div>
    </li>
  );
}
