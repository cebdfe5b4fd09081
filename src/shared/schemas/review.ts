import * as z from 'zod/mini';
import { reviewProjectTypes } from '../constants/options.ts';
import { emailAddress, optionalIsoDate, optionalText, requiredText } from './common.ts';

/** POST /api/reviews (SPEC.md §5, review form). The UI's "urgent-repair" is stored normalised. */
export const reviewInput = z.object({
  customerName: requiredText('Customer name is required', 120),
  customerEmail: emailAddress('Valid email is required'),
  contractorName: requiredText('Contractor name is required', 160),
  projectType: z.pipe(
    z.pipe(
      z.string({ error: 'Project type is required' }),
      z.transform((value: string) => (value === 'urgent-repair' ? 'emergency-repair' : value)),
    ),
    z.enum(reviewProjectTypes, 'Project type is required'),
  ),
  rating: z.enum(['1', '2', '3', '4', '5'], 'Rating is required'),
  reviewText: optionalText(5000, { multiline: true }),
  invoiceAmount: optionalText(20),
  projectCompletedDate: optionalIsoDate(),
});
export type ReviewInput = z.input<typeof reviewInput>;
