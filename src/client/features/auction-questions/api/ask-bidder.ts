import { useMutation } from '@tanstack/react-query';
import type { AskQuestionInput } from '#shared/schemas/auction-questions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/resource-hooks.ts';
import { ownerQuestionsUrl } from './owner-questions.ts';

/** POST /api/customer/bids/{id}/questions: the owner asks one bidder about its bid. */
export function useAskBidder(auctionId: string) {
  const reload = useInvalidate([ownerQuestionsUrl(auctionId)]);
  return useMutation({
    mutationFn: ({ bidId, input }: { bidId: string; input: AskQuestionInput }) =>
      apiRequest('POST', `/api/customer/bids/${encodeURIComponent(bidId)}/questions`, input),
    onSuccess: reload,
  });
}
