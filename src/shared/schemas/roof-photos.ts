import * as z from 'zod/mini';

/**
 * The owner's photos of the roof (issue #23). `url` is the display copy (at most 1600 px, no
 * metadata); `originalUrl` the full-size copy, null for a viewer who may not download it (every
 * contractor but the awarded one).
 */
export const roofPhoto = z.object({
  id: z.string(),
  position: z.number(),
  url: z.string(),
  originalUrl: z.nullable(z.string()),
});
export type RoofPhoto = z.infer<typeof roofPhoto>;

export const roofPhotoList = z.array(roofPhoto);

/** The owner's photos of one auction, with whether they may still be changed. */
export const ownerRoofPhotos = z.object({
  data: roofPhotoList,
  max: z.number(),
  /** False once bidding has closed: the photos are what the bids were made on. */
  canChange: z.boolean(),
});
export type OwnerRoofPhotos = z.infer<typeof ownerRoofPhotos>;

export const roofPhotoParams = z.object({
  id: z.uuid('Must be a valid id'),
  photoId: z.uuid('Must be a valid id'),
});

/**
 * PUT /api/contact/{id}/photos: the photos the quote form sent, held by the quote request until
 * it is paid (then they are the auction's). The form shows its own copies; this says how many
 * the server kept.
 */
export const quotePhotosAnswer = z.object({ count: z.number(), max: z.number() });
export type QuotePhotosAnswer = z.infer<typeof quotePhotosAnswer>;
