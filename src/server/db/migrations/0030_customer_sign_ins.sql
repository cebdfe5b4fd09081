ALTER TABLE "customers" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "previous_sign_in_at" timestamp with time zone;