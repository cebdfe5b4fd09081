import { useState } from 'react';
import type { ReviewInput, ReviewReceived } from '#shared/schemas/review.ts';
import { uploadForm } from '../../../lib/upload-form.ts';
import { useAction } from '../../../lib/use-action.ts';

/**
 * POST /api/reviews as multipart/form-data: the SPEC's fields and, when given, the invoice
 * (the server checks its bytes). `progress` is the share sent so far, for the upload bar.
 */
export function useSubmitReview() {
  const [progress, setProgress] = useState(0);
  const action = useAction(({ input, invoice }: { input: ReviewInput; invoice?: File }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(input)) {
      if (typeof value === 'string') form.append(name, value);
    }
    if (invoice) form.append('invoice', invoice);
    setProgress(0);
    return uploadForm<ReviewReceived>('/api/reviews', form, setProgress);
  });
  return { ...action, progress };
}
