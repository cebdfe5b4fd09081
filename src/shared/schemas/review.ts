import * as z from 'zod/mini';
import { reviewProjectTypes } from '../constants/review-project-types.ts';
import { pageFields, pageOf } from './admin/paging.ts';
import { emailAddress, optionalIsoDate, optionalText, requiredText } from './common.ts';
import { nullableStrings } from './fields.ts';

/** POST /api/reviews (SPEC.md §5, review form). The UI's "urgent-repair" is stored normalised. */
export const reviewInput = z.object({
  customerName: requiredText('Customer name is required', 120),
  customerEmail: emailAddress('Valid email is required'),
  contractorName: requiredText('Contractor name is required', 160),
  projectType: z.pipe(
    z.pipe(
      z
        .string({ error: 'Project type is required' })
        .check(
          z.minLength(1, 'Project type is required'),
          z.meta({ enum: [...reviewProjectTypes, 'urgent-repair'] }),
        ),
      z.transform((value: string) => (value === 'urgent-repair' ? 'emergency-repair' : value)),
    ),
    z.enum(reviewProjectTypes, 'Choose a project type from the list'),
  ),
  rating: z.enum(['1', '2', '3', '4', '5'], 'Rating is required'),
  reviewText: optionalText(5000, { multiline: true }),
  invoiceAmount: optionalText(20),
  projectCompletedDate: optionalIsoDate(),
});
export type ReviewInput = z.input<typeof reviewInput>;

/** /reviews pages this many reviews at a time. */
export const PUBLIC_REVIEWS_PAGE_SIZE = 9;

/** GET /api/reviews: approved reviews, newest first, paged like every list (page numbers). */
export const publicReviewQuery = z.object({
  ...pageFields({ maxPageSize: 50, pageSize: PUBLIC_REVIEWS_PAGE_SIZE }),
  projectType: z.optional(z.enum(reviewProjectTypes, 'Choose a project type')),
});
export type PublicReviewQuery = z.output<typeof publicReviewQuery>;

/** An average of approved ratings (one decimal) and how many there are. */
export const ratingSummary = z.object({ average: z.number(), count: z.number() });
export type RatingSummary = z.infer<typeof ratingSummary>;

export const publicReview = z.object({
  id: z.string(),
  /** First name and initial ("Karen M."): the full name is never published. */
  customerName: z.string(),
  ...nullableStrings('customerRole', 'customerLocation'),
  contractorName: z.string(),
  projectType: z.enum(reviewProjectTypes),
  rating: z.number(),
  reviewText: z.nullable(z.string()),
  submittedAt: z.string(),
  /** From a completed auction, or its invoice confirmed by staff. */
  verified: z.boolean(),
  /** The reviewed contractor's figure over all its approved reviews. */
  contractorRating: ratingSummary,
});
export type PublicReview = z.infer<typeof publicReview>;

export const publicReviewPage = pageOf(publicReview);
export type PublicReviewPage = z.infer<typeof publicReviewPage>;
