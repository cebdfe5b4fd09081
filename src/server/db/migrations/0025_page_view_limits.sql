CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"received" integer NOT NULL,
	CONSTRAINT "analytics_daily_counts_day_event_pk" PRIMARY KEY("day","event")
);
--> statement-breakpoint
ALTER TABLE "page_views" DROP COLUMN "location";