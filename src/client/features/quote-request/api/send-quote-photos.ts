import { useState } from 'react';
import type { QuotePhotosAnswer } from '#shared/schemas/roof-photos.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/upload-form.ts';
import { useAction } from '../../../lib/use-action.ts';

const photosUrl = (leadId: string) => `/api/contact/${encodeURIComponent(leadId)}/photos`;

/**
 * Sets the saved quote request's photos to the form's (PUT /api/contact/{id}/photos), with the
 * share sent so far; none at all removes those an earlier submit sent.
 */
export function useSendQuotePhotos() {
  const [progress, setProgress] = useState(0);
  const action = useAction(({ leadId, photos }: { leadId: string; photos: File[] }) => {
    setProgress(0);
    if (photos.length === 0) {
      return apiRequest<QuotePhotosAnswer>('DELETE', photosUrl(leadId));
    }
    const form = new FormData();
    for (const photo of photos) form.append('photos', photo);
    return uploadForm<QuotePhotosAnswer>(photosUrl(leadId), form, setProgress, 'PUT');
  });
  return { ...action, progress };
}
