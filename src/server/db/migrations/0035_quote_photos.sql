ALTER TABLE "roof_photos" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "roof_photos" ADD COLUMN "contact_submission_id" uuid;--> statement-breakpoint
ALTER TABLE "roof_photos" ADD CONSTRAINT "roof_photos_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roof_photos_quote_request" ON "roof_photos" USING btree ("contact_submission_id");--> statement-breakpoint
ALTER TABLE "roof_photos" ADD CONSTRAINT "roof_photos_belong_somewhere" CHECK ("roof_photos"."order_id" is not null or "roof_photos"."contact_submission_id" is not null);