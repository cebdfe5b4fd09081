import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwnerRoofPhotos } from '#shared/schemas/roof-photos.ts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { uploadForm } from '../../../lib/upload-form.ts';

const ownerBase = (orderId: string) =>
  `/api/customer/auctions/${encodeURIComponent(orderId)}/photos`;

const ownerKey = (orderId: string) => ['/api/customer/auctions', orderId, 'photos'];

/** The owner's photos of one auction, and whether they may still change them. */
export const useOwnerPhotos = (orderId: string) =>
  useQuery({
    queryKey: ownerKey(orderId),
    queryFn: () => apiGet<OwnerRoofPhotos>(ownerBase(orderId)),
  });

/** Uploads photos (a form with `photos` files), with the share of it sent so far. */
export function useAddPhotos(orderId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (form: FormData) => {
      setProgress(0);
      return uploadForm<OwnerRoofPhotos>(ownerBase(orderId), form, setProgress);
    },
    onSuccess: (answer) => queryClient.setQueryData(ownerKey(orderId), answer),
  });
  return { ...mutation, progress };
}

export function useRemovePhoto(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      apiRequest<OwnerRoofPhotos>('DELETE', `${ownerBase(orderId)}/${encodeURIComponent(photoId)}`),
    onSuccess: (answer) => queryClient.setQueryData(ownerKey(orderId), answer),
  });
}
