import { useMutation } from '@tanstack/react-query';
import type { ReviewInput } from '#shared/schemas/review.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const useSubmitReview = () =>
  useMutation({
    mutationFn: (input: ReviewInput) =>
      apiRequest<{ success: boolean; id: string }>('POST', '/api/reviews', input),
  });
