import type { AskQuestionInput } from '#shared/schemas/auction-questions.ts';
import { useAddThenReload } from '../../../lib/resource-hooks.ts';
import { contractorQuestionsUrl } from './contractor-questions.ts';

/** POST /api/contractor/auctions/{id}/questions: a contractor asks the homeowner. */
export const useAskOwner = (auctionId: string) =>
  useAddThenReload<AskQuestionInput, unknown>(contractorQuestionsUrl(auctionId), [
    contractorQuestionsUrl(auctionId),
  ]);
