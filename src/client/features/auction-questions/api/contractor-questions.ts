import { useQuery } from '@tanstack/react-query';
import type { ContractorQuestions } from '#shared/schemas/auction-questions.ts';
import { addressQuery } from '../../../lib/resource-hooks.ts';

/** The address of one auction's questions as a contractor reads them; also its query key. */
export const contractorQuestionsUrl = (auctionId: string) =>
  `/api/contractor/auctions/${encodeURIComponent(auctionId)}/questions`;

/** GET /api/contractor/auctions/{id}/questions: the answered thread, mine, the owner's to me. */
export const useContractorQuestions = (auctionId: string) =>
  useQuery(addressQuery<ContractorQuestions>(contractorQuestionsUrl(auctionId)));
