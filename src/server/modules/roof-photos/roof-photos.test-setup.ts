import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { multipartForm } from '../../test-support/upload-samples.ts';
import { app, ownerCookie } from '../../test-support/owner-auctions.ts';

/** A tiny HEVC-coded HEIC with EXIF GPS, made with libheif's heif-enc (tests/fixtures/README.md). */
export const heicWithGps = () =>
  readFileSync(new URL('../../../../tests/fixtures/roof-gps.heic', import.meta.url));

/**
 * A 120x80 JPEG as a phone writes it: EXIF with the GPS position, the camera and its serial
 * number, and orientation 6 (shown turned a quarter, so upright it is 80x120).
 */
export const jpegWithGps = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#a33' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD2: { BodySerialNumber: 'SERIAL-12345' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 2/1 3/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '114/1 5/1 6/1',
      },
    })
    .jpeg()
    .toBuffer();

export const smallPng = (color = '#3a3') =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: color } })
    .png()
    .toBuffer();

/** Whether an EXIF block has the GPSInfo tag (0x8825) in either byte order. */
export const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

/** Everything sharp finds of an image's metadata blocks (all undefined for a clean one). */
export async function metadataBlocks(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    exif: meta.exif,
    xmp: meta.xmp,
    iptc: meta.iptc,
    icc: meta.icc,
  };
}

export type PhotoFile = { file: Buffer; filename: string; type?: string };

/** POST the owner's photos form (as `cookie`, the owner by default). */
export async function sendPhotos(orderId: string, photos: PhotoFile[], cookie = ownerCookie) {
  const form = await multipartForm(photos.map((photo) => ({ name: 'photos', ...photo })));
  return app.inject({
    method: 'POST',
    url: `/api/customer/auctions/${orderId}/photos`,
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
}

/** GET a URL as `cookie`, answering the status and the body's bytes. */
export async function fetchAs(url: string, cookie: string) {
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: res.statusCode, bytes: res.rawPayload, type: res.headers['content-type'] };
}
