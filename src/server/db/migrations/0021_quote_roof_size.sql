-- The roof size for the instant estimate (issue #12), all optional: the roof area as measured, or
-- the house footprint with a pitch key (flat, 4-12 ... 12-12).
ALTER TABLE "contact_submissions" ADD COLUMN "roof_area_sq_ft" integer;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "footprint_sq_ft" integer;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "roof_pitch" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_roof_area_positive" CHECK ("contact_submissions"."roof_area_sq_ft" > 0);--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_footprint_positive" CHECK ("contact_submissions"."footprint_sq_ft" > 0);