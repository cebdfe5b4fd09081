import type { ReactNode } from 'react';
import type { RoofPhoto } from '#shared/schemas/roof-photos.ts';

/**
 * A row of roof photo thumbnails (the display copies), each opening the photo at full display
 * size in a new tab; `action` adds a control under a photo (the owner's "Remove").
 */
export function PhotoStrip({
  photos,
  action,
}: {
  photos: RoofPhoto[];
  action?: (photo: RoofPhoto, index: number) => ReactNode;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Roof photos">
      {photos.map((photo, index) => {
        const alt = `Roof photo ${index + 1} of ${photos.length}`;
        return (
          <li key={photo.id} className="flex flex-col items-center gap-1">
            <a href={photo.url} target="_blank" rel="noreferrer" className="block rounded-md">
              <img
                src={photo.url}
                alt={alt}
                loading="lazy"
                width={96}
                height={72}
                className="h-18 w-24 rounded-md border border-line object-cover"
              />
            </a>
            {photo.originalUrl && (
              <a href={photo.originalUrl} className="text-xs underline" download>
                Full size<span className="sr-only"> of roof photo {index + 1}</span>
              </a>
            )}
            {action?.(photo, index)}
          </li>
        );
      })}
    </ul>
  );
}
