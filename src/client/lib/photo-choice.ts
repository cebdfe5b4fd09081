import { MAX_UPLOAD_BYTES } from '#shared/constants/uploads.ts';

/** The file input's `accept`: what the server converts (it checks the bytes whatever this says). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/heic,.heic';

const photoTypes = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'];
// Some browsers give a HEIC file no type at all: its name tells.
export const isPhotoFile = (file: File) =>
  photoTypes.includes(file.type) || /\.hei[cf]$/i.test(file.name);

/**
 * The browser's first look at chosen photos, so the owner hears at once: `room` is how many more
 * may be added, `full` what to say when there is none.
 */
export function photoChoiceProblem(files: File[], room: number, full: string) {
  if (files.length > room) {
    return room <= 0 ? full : `You can add ${room} more photo${room === 1 ? '' : 's'}`;
  }
  if (!files.every(isPhotoFile)) return 'Each photo must be a JPG, PNG or HEIC file';
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) return 'Each photo must be 10 MB or smaller';
  return undefined;
}
