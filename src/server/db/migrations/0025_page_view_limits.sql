CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"received" integer NOT NULL,
	CONSTRAINT "analytics_daily_counts_day_event_pk" PRIMARY KEY("day","event")
);
--> statement-breakpoint
ALTER TABLE "page_views" DROP COLUMN "location";--> statement-breakpoint
-- Rows kept before issue #21: the path without its query or fragment, the referrer's host only.
UPDATE "page_views" SET "path" = split_part(split_part("path", '?', 1), '#', 1) WHERE "path" ~ '[?#]';--> statement-breakpoint
UPDATE "page_views" SET "referrer" = substring("referrer" from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/?#]+)') WHERE "referrer" LIKE '%/%';
