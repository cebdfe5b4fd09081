ALTER TABLE "contractor_reviews" ADD COLUMN "customer_role" text;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD COLUMN "customer_location" text;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD COLUMN "verified_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD CONSTRAINT "contractor_reviews_verified_by_staff_id_staff_users_id_fk" FOREIGN KEY ("verified_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_reviews_public_idx" ON "contractor_reviews" USING btree ("status","project_type","submitted_at" DESC NULLS LAST);--> statement-breakpoint
-- Reviews sent with an auction's completion form come with its invoice: a verified job.
UPDATE "contractor_reviews" SET "verified_at" = "submitted_at" WHERE "order_id" IS NOT NULL;--> statement-breakpoint
-- The five testimonials /reviews showed as static text (SPEC.md §2) become approved reviews
-- of the marketplace itself, once: staff may hide them like any other review.
INSERT INTO "contractor_reviews" ("customer_name", "customer_email", "customer_role", "customer_location", "contractor_name", "project_type", "rating", "review_text", "status", "submitted_at") VALUES
  ('Karen M.', 'testimonials@roofbid.ca', 'Homeowner', 'Calgary, AB', 'RoofBid', 'roof-replacement', 5, 'Four bids in eight days, all within about $1,500 of each other, so I knew the prices were real. Nobody phoned me until I chose to see who had bid.', 'approved', '2025-10-06T16:00:00Z'),
  ('Daniel and Priya S.', 'testimonials@roofbid.ca', 'Townhouse owners', 'Edmonton, AB', 'RoofBid', 'roof-repair', 5, 'After the July hail we were getting door-knockers every day. Here we compared licence, insurance and years in business side by side and picked a crew we trusted.', 'approved', '2025-09-22T16:00:00Z'),
  ('Tom B.', 'testimonials@roofbid.ca', 'Homeowner', 'Red Deer, AB', 'RoofBid', 'roof-replacement', 5, 'The bid cards showed exactly what each company was insured for. The winning contractor finished two days early and the reveal fee came back the week after.', 'approved', '2025-09-08T16:00:00Z'),
  ('Lucie F.', 'testimonials@roofbid.ca', 'Condo board treasurer', 'Canmore, AB', 'RoofBid', 'commercial-roofing', 5, 'Our board needed three comparable quotes for the reserve fund. We had four, on the same scope, without spending weeks chasing roofers.', 'approved', '2025-08-25T16:00:00Z'),
  ('Marcus O.', 'testimonials@roofbid.ca', 'First-time homeowner', 'Lethbridge, AB', 'RoofBid', 'roof-repair', 5, 'I had no idea what a fair price for a leak repair was. The team explained each bid in plain language and the repair has held through a whole winter.', 'approved', '2025-08-11T16:00:00Z');
