ALTER TYPE "public"."email_template" ADD VALUE 'auction_update' BEFORE 'custom';--> statement-breakpoint
CREATE TABLE "auction_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_state" "auction_state",
	"to_state" "auction_state",
	"actor_type" "actor_type" NOT NULL,
	"actor_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_bids" ADD COLUMN "tear_off_layers" smallint;--> statement-breakpoint
ALTER TABLE "seller_bids" ADD COLUMN "underlayment" text;--> statement-breakpoint
ALTER TABLE "seller_bids" ADD COLUMN "ventilation" text;--> statement-breakpoint
ALTER TABLE "seller_bids" ADD COLUMN "material_line" text;--> statement-breakpoint
ALTER TABLE "seller_bids" ADD COLUMN "workmanship_warranty_years" smallint;--> statement-breakpoint
ALTER TABLE "seller_bids" ADD COLUMN "manufacturer_warranty_years" smallint;--> statement-breakpoint
ALTER TABLE "seller_bids" ADD COLUMN "earliest_start_date" date;--> statement-breakpoint
ALTER TABLE "seller_bids" ADD COLUMN "duration_days" smallint;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "licence_expires_on" date;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "insurance_expires_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bidding_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "award_reminders_sent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "auction_events" ADD CONSTRAINT "auction_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_events_order_idx" ON "auction_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_bids_order_contractor_key" ON "seller_bids" USING btree ("order_id","contractor_id") WHERE "seller_bids"."contractor_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_open_auctions_idx" ON "orders" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."auction_state" in ('published', 'bidding');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_reveal_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'open' and "payments"."purpose" = 'reveal_fee';--> statement-breakpoint
ALTER TABLE "seller_bids" ADD CONSTRAINT "seller_bids_structured_ranges" CHECK (coalesce("seller_bids"."tear_off_layers", 0) between 0 and 5
        and coalesce("seller_bids"."workmanship_warranty_years", 0) between 0 and 100
        and coalesce("seller_bids"."manufacturer_warranty_years", 0) between 0 and 100
        and coalesce("seller_bids"."duration_days", 1) between 1 and 365);--> statement-breakpoint
-- Hand-written: auctions published before this migration get their bidding window and location.
UPDATE "orders" o SET
  "bidding_closes_at" = o."published_at" + interval '10 days',
  "postal_code" = upper(replace(s."postal_code", ' ', '')),
  "province" = CASE s."province" WHEN 'Alberta' THEN 'AB' WHEN 'British Columbia' THEN 'BC' WHEN 'Manitoba' THEN 'MB' WHEN 'New Brunswick' THEN 'NB' WHEN 'Newfoundland and Labrador' THEN 'NL' WHEN 'Northwest Territories' THEN 'NT' WHEN 'Nova Scotia' THEN 'NS' WHEN 'Nunavut' THEN 'NU' WHEN 'Ontario' THEN 'ON' WHEN 'Prince Edward Island' THEN 'PE' WHEN 'Quebec' THEN 'QC' WHEN 'Saskatchewan' THEN 'SK' WHEN 'Yukon' THEN 'YT' ELSE upper(trim(s."province")) END
FROM "contact_submissions" s
WHERE s."id" = o."contact_submission_id" AND o."published_at" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "bidding_closes_at" = "published_at" + interval '10 days'
WHERE "published_at" IS NOT NULL AND "bidding_closes_at" IS NULL;
