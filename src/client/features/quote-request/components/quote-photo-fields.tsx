import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { MAX_ROOF_PHOTOS } from '#shared/constants/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { PHOTO_ACCEPT, photoChoiceProblem } from '../../../lib/photo-choice.ts';

/** A chosen photo as the browser shows it; a HEIC (which Chrome cannot draw) by its name. */
function ChosenPhoto({ file, label }: { file: File; label: string }) {
  const [url, setUrl] = useState<string>();
  const [drawable, setDrawable] = useState(true);
  useEffect(() => {
    // The object URL lives as long as this effect, so it is made and revoked here (a URL made
    // while rendering would be revoked under a photo still shown).
    const objectUrl = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is the effect's resource
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  const box = 'h-18 w-24 rounded-md border border-line';
  return drawable && url ? (
    <img
      src={url}
      alt={label}
      width={96}
      height={72}
      className={`${box} object-cover`}
      onError={() => setDrawable(false)}
    />
  ) : (
    <span
      role="img"
      aria-label={label}
      className={`${box} flex items-center justify-center bg-surface p-1 text-center text-xs break-all text-muted`}
    >
      {file.name}
    </span>
  );
}

/**
 * The quote form's optional roof photos: chosen here, kept in the page, and sent once the
 * request is saved (quote-form.tsx); contractors who may bid in the area see them on the
 * auction. The owner can change them in the portal until bidding closes.
 */
export function QuotePhotoFields({
  photos,
  onChange,
  error,
  onError,
  sending,
  progress,
}: {
  photos: File[];
  onChange: (photos: File[]) => void;
  error?: string;
  onError: (error: string | undefined) => void;
  sending: boolean;
  progress: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const room = MAX_ROOF_PHOTOS - photos.length;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // The same file can be chosen again after it is removed.
    event.target.value = '';
    if (files.length === 0) return;
    const problem = photoChoiceProblem(
      files,
      room,
      `Up to ${MAX_ROOF_PHOTOS} photos: remove one to add another`,
    );
    onError(problem);
    if (!problem) onChange([...photos, ...files]);
  }

  return (
    <fieldset className="space-y-4" aria-describedby="quote-photos-intro">
      <legend className="mb-2 text-lg font-semibold">
        Photos of your roof <span className="font-normal text-muted">(optional)</span>
      </legend>
      <p id="quote-photos-intro" className="text-sm text-muted">
        Contractors who may bid in your area see them and price what they can see. Location and
        camera details are removed before they are stored; only the contractor you award gets the
        full-size copies.
      </p>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Chosen roof photos">
          {photos.map((photo, index) => (
            <li
              key={`${photo.name}-${photo.lastModified}-${index}`}
              className="flex flex-col gap-1"
            >
              <ChosenPhoto file={photo} label={`Roof photo ${index + 1}: ${photo.name}`} />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={sending}
                onClick={() => {
                  onError(undefined);
                  onChange(photos.filter((_, i) => i !== index));
                  input.current?.focus();
                }}
              >
                Remove<span className="sr-only"> roof photo {index + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormField
        label={photos.length === 0 ? 'Add photos' : 'Add more photos'}
        error={error}
        help={`JPG, PNG or HEIC, 10 MB each, up to ${MAX_ROOF_PHOTOS} in all (${photos.length} chosen).`}
      >
        <Input
          ref={input}
          type="file"
          name="photos"
          multiple
          accept={PHOTO_ACCEPT}
          disabled={sending || room === 0}
          onChange={choose}
        />
      </FormField>
      {sending && <UploadProgress what="photos" sent={progress} />}
    </fieldset>
  );
}
