import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as z from 'zod/mini';
import type {
  ContractorDocument,
  contractorDocumentsResponse,
  RenewalInput,
} from '#shared/schemas/contractor-applications.ts';
import { uploadForm } from '../../../lib/upload-form.ts';
import { addressQuery } from '../../../lib/resource-hooks.ts';

const ENDPOINT = '/api/contractor/documents';

/** The signed-in contractor's documents and its verification line. */
export const useMyDocuments = () =>
  useQuery(addressQuery<z.infer<typeof contractorDocumentsResponse>>(ENDPOINT));

/**
 * POST /api/contractor/documents as multipart/form-data: one renewed document with its kind
 * and new expiry date. `progress` is the share sent so far.
 */
export function useUploadRenewal() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ input, file }: { input: RenewalInput; file: File }) => {
      const form = new FormData();
      form.append('kind', input.kind);
      form.append('expiresOn', input.expiresOn);
      form.append('file', file);
      setProgress(0);
      return uploadForm<ContractorDocument>(ENDPOINT, form, setProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENDPOINT] }),
  });
  return { ...mutation, progress };
}
