import { useMutation } from '@tanstack/react-query';
import type { AnswerQuestionInput } from '#shared/schemas/auction-questions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/resource-hooks.ts';
import { contractorQuestionsUrl } from './contractor-questions.ts';

/** POST /api/contractor/questions/{id}/answer: the bidder answers the owner about its bid. */
export function useAnswerAboutMyBid(auctionId: string) {
  const reload = useInvalidate([contractorQuestionsUrl(auctionId)]);
  return useMutation({
    mutationFn: ({ questionId, input }: { questionId: string; input: AnswerQuestionInput }) =>
      apiRequest(
        'POST',
        `/api/contractor/questions/${encodeURIComponent(questionId)}/answer`,
        input,
      ),
    onSuccess: reload,
  });
}
