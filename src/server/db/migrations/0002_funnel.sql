CREATE TYPE "public"."test_checkout_status" AS ENUM('open', 'complete', 'cancelled', 'expired');--> statement-breakpoint
ALTER TYPE "public"."email_status" ADD VALUE 'stored';--> statement-breakpoint
CREATE TABLE "test_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "test_checkout_status" DEFAULT 'open' NOT NULL,
	"payment_intent_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "test_checkout_amount_positive" CHECK ("test_checkout_sessions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "test_checkout_sessions_intent_idx" ON "test_checkout_sessions" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_submissions_idempotency_key" ON "contact_submissions" USING btree ("idempotency_key");