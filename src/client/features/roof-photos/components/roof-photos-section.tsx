import { useRef, useState, type ChangeEvent } from 'react';
import type { RoofPhoto } from '#shared/schemas/roof-photos.ts';
import { PhotoStrip } from '../../../components/photo-strip.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField, FormProblem } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { PHOTO_ACCEPT, photoChoiceProblem } from '../../../lib/photo-choice.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useAddPhotos, useOwnerPhotos, useRemovePhoto } from '../api/roof-photos.ts';

/**
 * The owner's roof photos in the customer portal: contractors bidding in the area see them, the
 * winner also the full-size originals. Added and removed until bidding closes.
 */
export function RoofPhotosSection({ orderId }: { orderId: string }) {
  const photos = useOwnerPhotos(orderId);
  const add = useAddPhotos(orderId);
  const remove = useRemovePhoto(orderId);
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState<{ photo: RoofPhoto; index: number }>();
  const input = useRef<HTMLInputElement>(null);

  if (photos.isPending) {
    return <Skeleton className="h-28 w-full" aria-label="Loading the roof photos" />;
  }
  if (photos.isError) {
    return <FormProblem problem="The roof photos could not be loaded. Please refresh the page." />;
  }
  const { data: list, max, canChange } = photos.data;
  const room = max - list.length;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    if (files.length === 0) return;
    const problem = photoChoiceProblem(
      files,
      room,
      'This auction has all its photos: remove one to add another',
    );
    setError(problem);
    if (problem) return;
    const form = new FormData();
    for (const file of files) form.append('photos', file);
    add.mutate(form, {
      onSuccess: () => {
        toast({ title: files.length === 1 ? 'Photo added' : `${files.length} photos added` });
        if (input.current) input.current.value = '';
      },
      onError: (err) => {
        const field = err instanceof ApiError ? err.fields.photos : undefined;
        setError(
          field ??
            failureDescription(
              err,
              err instanceof ApiError && err.serverMessage
                ? err.serverMessage
                : 'The photos were not added. Please try again.',
            ),
        );
      },
    });
  }

  return (
    <section
      aria-labelledby={`roof-photos-${orderId}`}
      className="rounded-xl border border-line p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`roof-photos-${orderId}`} className="text-lg font-semibold">
          Roof photos
        </h3>
        <p className="text-sm text-muted">
          {list.length} of {max}
        </p>
      </div>
      <p className="mt-1 text-sm text-muted">
        Contractors who may bid in your area see these photos; the one you award can download the
        full-size copies. Location and camera details are removed before they are stored.
      </p>
      <div className="mt-3">
        {list.length === 0 ? (
          <p className="text-sm">No photos yet.</p>
        ) : (
          <PhotoStrip
            photos={list}
            action={
              canChange
                ? (photo, index) => (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={add.isPending}
                      onClick={() => setRemoving({ photo, index })}
                    >
                      Remove<span className="sr-only"> roof photo {index + 1}</span>
                    </Button>
                  )
                : undefined
            }
          />
        )}
      </div>
      {canChange ? (
        <div className="mt-4 space-y-3">
          <FormField
            label="Add photos"
            error={error}
            help={`JPG, PNG or HEIC, 10 MB each, up to ${max} in all.`}
          >
            <Input
              ref={input}
              type="file"
              name="photos"
              multiple
              accept={PHOTO_ACCEPT}
              disabled={add.isPending || room === 0}
              onChange={choose}
            />
          </FormField>
          {add.isPending && <UploadProgress what="photos" sent={add.progress} />}
        </div>
      ) : (
        <p className="mt-3 text-sm">Bidding has closed: the photos can no longer be changed.</p>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={`Remove roof photo ${(removing?.index ?? 0) + 1}?`}
        description="Contractors will no longer see it. You can add another photo while bidding is open."
        confirmLabel="Remove photo"
        destructive
        loading={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.photo.id, {
            onSuccess: () => {
              toast({ title: 'Photo removed' });
              setRemoving(undefined);
            },
            onError: (err) => {
              setRemoving(undefined);
              toast({
                variant: 'destructive',
                title: 'The photo was not removed',
                description: failureDescription(err, 'Please try again.'),
              });
            },
          })
        }
      />
    </section>
  );
}
