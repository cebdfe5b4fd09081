import type { ContractorQuestions } from '#shared/schemas/auction-questions.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnswerAboutMyBid } from '../api/answer-about-my-bid.ts';
import { useAskOwner } from '../api/ask-owner.ts';
import { useContractorQuestions } from '../api/contractor-questions.ts';
import { QuestionsFrame } from './questions-frame.tsx';
import { QuestionItem } from './question-status.tsx';
import { AnswerForm, QuestionTextForm } from './question-text-form.tsx';

/**
 * A contractor's Questions on one auction (issue #24): the homeowner's questions about my bid to
 * answer, the answered thread every contractor reads (never saying which contractor asked), my
 * own questions in any state, and the form to ask the homeowner.
 */
export function ContractorQuestionsSection({ auctionId }: { auctionId: string }) {
  const questions = useContractorQuestions(auctionId);
  const toAnswer = questions.data?.aboutMyBid.filter((q) => q.status === 'open').length ?? 0;
  // Not (or no longer) mine to see: a withdrawn bid on an auction outside my area now.
  if (questions.error instanceof ApiError && questions.error.status === 404) return null;
  return (
    <QuestionsFrame level={4} unanswered={toAnswer} query={questions}>
      {(data) => (
        <>
          {data.aboutMyBid.length > 0 && <AboutMyBid auctionId={auctionId} data={data} />}
          <Thread data={data} />
          <AskOwner auctionId={auctionId} data={data} />
        </>
      )}
    </QuestionsFrame>
  );
}

function AboutMyBid({ auctionId, data }: { auctionId: string; data: ContractorQuestions }) {
  const answer = useAnswerAboutMyBid(auctionId);
  const savingId = answer.isPending ? answer.variables.questionId : undefined;
  return (
    <div className="space-y-2">
      <h5 className="font-medium">The homeowner's questions about your bid</h5>
      <p className="text-sm text-muted">
        Only the homeowner reads your answer. If it changes your price, change your bid too.
      </p>
      <ul aria-label="The homeowner's questions about your bid" className="space-y-2">
        {data.aboutMyBid.map((question) => (
          <QuestionItem
            key={question.id}
            question={question}
            askedBy="The homeowner asked"
            answerLabel="Your answer"
          >
            {question.status === 'open' && (
              <AnswerForm
                help="No phone numbers or e-mail: they are hidden until the award."
                pending={savingId === question.id}
                readers="The homeowner is e-mailed."
                send={(text) =>
                  answer.mutateAsync({ questionId: question.id, input: { answer: text } })
                }
              />
            )}
          </QuestionItem>
        ))}
      </ul>
    </div>
  );
}

function Thread({ data }: { data: ContractorQuestions }) {
  return (
    <div className="space-y-2">
      <h5 className="font-medium">Questions to the homeowner</h5>
      <p className="text-sm text-muted">
        Every contractor on this auction reads the homeowner's answers; nobody is told who asked.
      </p>
      {data.toOwner.length === 0 ? (
        <p className="text-sm text-muted">No questions answered yet.</p>
      ) : (
        <ul aria-label="Questions to the homeowner" className="space-y-2">
          {data.toOwner.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              askedBy={question.mine ? 'You asked' : 'Asked by a contractor'}
              answerLabel="The homeowner's answer"
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function AskOwner({ auctionId, data }: { auctionId: string; data: ContractorQuestions }) {
  const ask = useAskOwner(auctionId);
  return (
    <div className="space-y-2">
      <h5 className="font-medium">Ask the homeowner</h5>
      <p className="text-sm text-muted">
        You asked {data.asked} of {data.limit} questions on this auction.
      </p>
      {data.canAsk ? (
        <QuestionTextForm
          field="question"
          label="Your question"
          help="E.g. how many layers are on the roof now. Your company name and contact details are hidden."
          submitLabel="Ask the homeowner"
          failureTitle="The question could not be sent"
          pending={ask.isPending}
          onSend={(text) =>
            ask.mutateAsync({ question: text }).then(() =>
              toast({
                title: 'Question sent',
                description: 'The homeowner is told; the answer shows here.',
              }),
            )
          }
        />
      ) : (
        <p role="status" className="rounded-lg bg-surface p-3 text-sm">
          {data.askBlockedReason ?? 'You cannot ask on this auction now.'}
        </p>
      )}
    </div>
  );
}
