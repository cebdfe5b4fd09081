CREATE TABLE "test_checkout_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_checkout_refunds_amount_positive" CHECK ("test_checkout_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "browser_token_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "test_checkout_refunds_idempotency_key" ON "test_checkout_refunds" USING btree ("idempotency_key");--> statement-breakpoint
-- Hand-written: before the index, leave one open checkout per quote request (the newest).
UPDATE "payments" SET "status" = 'expired', "updated_at" = now()
WHERE "status" = 'open' AND "purpose" = 'auction_fee' AND "contact_submission_id" IS NOT NULL
  AND "id" <> (
    SELECT p2."id" FROM "payments" p2
    WHERE p2."contact_submission_id" = "payments"."contact_submission_id"
      AND p2."status" = 'open' AND p2."purpose" = 'auction_fee'
    ORDER BY p2."created_at" DESC, p2."id" DESC LIMIT 1
  );--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_lead" ON "payments" USING btree ("contact_submission_id") WHERE "payments"."status" = 'open' and "payments"."purpose" = 'auction_fee';