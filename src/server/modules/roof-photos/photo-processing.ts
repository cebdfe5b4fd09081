import type { Sharp } from 'sharp';
import { MAX_UPLOAD_BYTES, type UploadContentType } from '#shared/constants/uploads.ts';
import { AppError, badRequest } from '../../errors.ts';

/**
 * The largest photo decoded, in pixels: 48 MP covers every phone's default camera mode (12-48
 * MP) and bounds the memory one decode takes (about 150 MB of RGB) whatever the file claims.
 */
export const MAX_PHOTO_PIXELS = 48_000_000;
/** The display copy's longest side: sharp on a laptop screen, a fraction of a phone photo. */
export const DISPLAY_EDGE = 1600;

export type ProcessedPhoto = {
  original: { bytes: Buffer; contentType: 'image/jpeg' | 'image/png' };
  display: Buffer;
};

const FIELD_MESSAGE = 'Please correct the highlighted fields';
const unreadable = (field: string) =>
  badRequest(FIELD_MESSAGE, {
    [field]: 'This photo could not be opened: is it a JPG, PNG or HEIC image?',
  });
const tooLarge = (field: string) =>
  badRequest(FIELD_MESSAGE, {
    [field]: `Each photo must be at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`,
  });

// Loaded on the first photo, not at start: most instances never process one.
const loadSharp = async () => (await import('sharp')).default;

/**
 * A HEIC photo as raw pixels for sharp. Phones write HEVC-coded HEIC, which the libvips that
 * ships with sharp cannot decode (it has AV1 only), so libheif compiled to WebAssembly does it;
 * its dimensions are checked before the pixels are decoded. The pixels come out turned as the
 * HEIF transforms say, and carry no metadata at all.
 */
async function heicPixels(input: Buffer, field: string) {
  const { default: decode } = await import('heic-decode');
  const images = await decode.all({ buffer: input }).catch(() => undefined);
  if (!images) return undefined;
  try {
    const first = images[0];
    if (!first) return undefined;
    if (first.width * first.height > MAX_PHOTO_PIXELS) throw tooLarge(field);
    return await first.decode();
  } finally {
    images.dispose();
  }
}

/** A sharp pipeline on the upload, turned upright as its EXIF orientation says. */
async function openPhoto(input: Buffer, type: UploadContentType, field: string): Promise<Sharp> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' } as const;
  if (type === 'image/heic') {
    const pixels = await heicPixels(input, field);
    if (pixels) {
      const { width, height, data } = pixels;
      return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
        ...options,
        raw: { width, height, channels: 4 },
      });
    }
    // Not HEVC: an AV1-coded HEIF, which sharp reads itself.
  }
  return sharp(input, options).autoOrient();
}

/**
 * The two copies kept of an uploaded roof photo, both re-encoded from the pixels so that
 * nothing of the file's metadata survives (sharp writes none unless asked): no EXIF (GPS
 * position, camera serial number, owner name), XMP, IPTC, ICC profile or PNG text chunks. The
 * original keeps its full size (a PNG stays a lossless PNG, anything else becomes a JPEG); the
 * display copy is a JPEG at most DISPLAY_EDGE pixels on its longest side. An image that cannot
 * be decoded, or is larger than MAX_PHOTO_PIXELS, is the uploader's 400 for `field`.
 */
export async function processRoofPhoto(
  input: Buffer,
  type: UploadContentType,
  field: string,
): Promise<ProcessedPhoto> {
  try {
    const photo = await openPhoto(input, type, field);
    // Rotating needs the whole image: decode once, then encode the two copies from it.
    const { data, info } = await photo
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sharp = await loadSharp();
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const display = await pixels()
      .resize({
        width: DISPLAY_EDGE,
        height: DISPLAY_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { original: await encodeOriginal(pixels, type), display };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooLarge(field);
    if (err instanceof AppError) throw err;
    throw unreadable(field);
  }
}

/** The full-size copy, within the storage's size cap (a lower JPEG quality when it is not). */
async function encodeOriginal(pixels: () => Sharp, type: UploadContentType) {
  if (type === 'image/png') {
    const bytes = await pixels().png({ compressionLevel: 9 }).toBuffer();
    if (bytes.length <= MAX_UPLOAD_BYTES) return { bytes, contentType: 'image/png' as const };
  }
  let bytes = Buffer.alloc(0);
  for (const quality of [90, 80, 65]) {
    bytes = await pixels().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (bytes.length <= MAX_UPLOAD_BYTES) break;
  }
  return { bytes, contentType: 'image/jpeg' as const };
}
