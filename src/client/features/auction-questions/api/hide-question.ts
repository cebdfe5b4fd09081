import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/resource-hooks.ts';
import { staffQuestionsUrl } from './staff-questions.ts';

/** POST /api/admin/questions/{id}/hide: staff hide a question from both sides, or show it again. */
export function useHideQuestion(auctionId: string) {
  const reload = useInvalidate([staffQuestionsUrl(auctionId)]);
  return useMutation({
    mutationFn: ({ questionId, hidden }: { questionId: string; hidden: boolean }) =>
      apiRequest('POST', `/api/admin/questions/${encodeURIComponent(questionId)}/hide`, {
        hidden,
      }),
    onSuccess: reload,
  });
}
