CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"contact_submission_id" uuid,
	"order_id" uuid,
	"payment_id" uuid,
	"amount_cents" integer,
	"dedupe_key" text,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_events_name_known" CHECK ("analytics_events"."name" in ('quote_started', 'checkout_started', 'paid', 'revealed', 'awarded'))
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_counts" (
	"bucket_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_name_at_idx" ON "analytics_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_dedupe_key" ON "analytics_events" USING btree ("dedupe_key");