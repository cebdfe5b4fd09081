import { useMutation } from '@tanstack/react-query';
import type { OwnerAnswerInput } from '#shared/schemas/auction-questions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/resource-hooks.ts';
import { ownerQuestionsUrl } from './owner-questions.ts';

/** POST /api/customer/questions/{id}/answer: the owner answers ({answer}) or declines. */
export function useAnswerContractor(auctionId: string) {
  const reload = useInvalidate([ownerQuestionsUrl(auctionId)]);
  return useMutation({
    mutationFn: ({ questionId, input }: { questionId: string; input: OwnerAnswerInput }) =>
      apiRequest('POST', `/api/customer/questions/${encodeURIComponent(questionId)}/answer`, input),
    onSuccess: reload,
  });
}
