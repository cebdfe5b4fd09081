-- One review per RoofBid job. No path wrote two so far (the completion form writes one, once);
-- should a database have them, the later ones become ordinary reviews, no longer verified.
UPDATE "contractor_reviews" AS "later" SET "order_id" = NULL, "verified_at" = NULL, "verified_by_staff_id" = NULL
WHERE "later"."order_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "contractor_reviews" AS "first"
  WHERE "first"."order_id" = "later"."order_id"
    AND ("first"."submitted_at", "first"."id") < ("later"."submitted_at", "later"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "contractor_reviews_order_uq" ON "contractor_reviews" USING btree ("order_id") WHERE "contractor_reviews"."order_id" is not null;
