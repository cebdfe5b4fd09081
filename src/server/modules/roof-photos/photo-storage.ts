import type { FileStorage, NewFile } from '../../integrations/storage/file-storage.ts';
import { processRoofPhoto } from './photo-processing.ts';

/** The bytes of one upload; receiveUpload has already capped their size while they stream. */
async function readAll(content: NewFile['content']) {
  const pieces: Uint8Array[] = [];
  for await (const piece of content) pieces.push(piece);
  return Buffer.concat(pieces);
}

/**
 * The storage receiveUpload writes roof photos through: each upload is decoded, turned upright
 * and stored as two new files without metadata (processRoofPhoto), the display copy and the
 * original; the upload itself is never stored. put() answers the original's id (the form's
 * file); displayOf() gives its display copy, and delete() removes both, so the upload's
 * clean-up on a refused form removes every file this request stored.
 */
export function roofPhotoStorage(storage: FileStorage, field: string) {
  const displays = new Map<string, string>();
  const photos: FileStorage = {
    kind: storage.kind,
    async put(file) {
      const processed = await processRoofPhoto(
        await readAll(file.content),
        file.contentType,
        field,
      );
      const owner = { uploadedByCustomerId: file.uploadedByCustomerId };
      // A generic name: a download's name could otherwise tell a contractor the street.
      const display = await storage.put({
        ...owner,
        kind: 'roof_photo',
        contentType: 'image/jpeg',
        content: [processed.display],
        originalName: 'roof-photo.jpg',
      });
      try {
        const { contentType, bytes } = processed.original;
        const original = await storage.put({
          ...owner,
          kind: 'roof_photo_original',
          contentType,
          content: [bytes],
          originalName: contentType === 'image/png' ? 'roof-photo.png' : 'roof-photo.jpg',
        });
        displays.set(original.id, display.id);
        return original;
      } catch (err) {
        await storage.delete(display.id);
        throw err;
      }
    },
    get: (id) => storage.get(id),
    async delete(id) {
      await storage.delete(id);
      const display = displays.get(id);
      if (display) await storage.delete(display);
    },
  };
  return {
    storage: photos,
    displayOf: (originalId: string) => displays.get(originalId)!,
  };
}
