import { useQuery } from '@tanstack/react-query';
import type { StaffQuestions } from '#shared/schemas/auction-questions.ts';
import { addressQuery } from '../../../lib/resource-hooks.ts';

/** The address of one auction's whole question thread for staff; also its query key. */
export const staffQuestionsUrl = (auctionId: string) =>
  `/api/admin/auctions/${encodeURIComponent(auctionId)}/questions`;

/** GET /api/admin/auctions/{id}/questions: originals, what each side saw, the flagged. */
export const useStaffQuestions = (auctionId: string) =>
  useQuery(addressQuery<StaffQuestions>(staffQuestionsUrl(auctionId)));
