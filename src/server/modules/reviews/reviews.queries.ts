import type { Db } from '../../db/client.ts';
import { contractorReviews } from '../../db/schema/reviews.ts';

export async function insertReview(db: Db, review: typeof contractorReviews.$inferInsert) {
  const [row] = await db
    .insert(contractorReviews)
    .values(review)
    .returning({ id: contractorReviews.id });
  return row!;
}
