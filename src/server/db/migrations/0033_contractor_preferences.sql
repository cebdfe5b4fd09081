ALTER TABLE "contact_submissions" ADD COLUMN "bonded_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "min_years_in_business" smallint;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "min_workmanship_warranty_years" smallint;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "verified_reviews_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_preference_ranges" CHECK ("contact_submissions"."min_years_in_business" between 0 and 50 and "contact_submissions"."min_workmanship_warranty_years" between 0 and 25);