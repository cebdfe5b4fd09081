import { useQuery } from '@tanstack/react-query';
import type { OwnerQuestions } from '#shared/schemas/auction-questions.ts';
import { addressQuery } from '../../../lib/resource-hooks.ts';

/** The address of one auction's questions as its owner reads them; also its query key. */
export const ownerQuestionsUrl = (auctionId: string) =>
  `/api/customer/auctions/${encodeURIComponent(auctionId)}/questions`;

/** GET /api/customer/auctions/{id}/questions: contractors' questions, the owner's to bidders. */
export const useOwnerQuestions = (auctionId: string) =>
  useQuery(addressQuery<OwnerQuestions>(ownerQuestionsUrl(auctionId)));
