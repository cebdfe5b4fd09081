CREATE TYPE "public"."question_direction" AS ENUM('to_owner', 'to_bidder');--> statement-breakpoint
CREATE TYPE "public"."question_status" AS ENUM('open', 'answered', 'declined');--> statement-breakpoint
CREATE TABLE "auction_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"direction" "question_direction" NOT NULL,
	"contractor_id" uuid,
	"bid_id" uuid,
	"bidder_slot" smallint,
	"question" text NOT NULL,
	"question_shown" text NOT NULL,
	"answer" text,
	"answer_shown" text,
	"status" "question_status" DEFAULT 'open' NOT NULL,
	"question_masked" boolean DEFAULT false NOT NULL,
	"answer_masked" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_questions_bid_for_bidder" CHECK (("auction_questions"."direction" = 'to_bidder') = ("auction_questions"."bidder_slot" is not null)),
	CONSTRAINT "auction_questions_answered" CHECK (("auction_questions"."status" = 'answered') = ("auction_questions"."answer" is not null and "auction_questions"."answered_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "question_digests" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_questions" ADD CONSTRAINT "auction_questions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_questions" ADD CONSTRAINT "auction_questions_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_questions" ADD CONSTRAINT "auction_questions_bid_id_seller_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."seller_bids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_questions" ADD CONSTRAINT "auction_questions_hidden_by_staff_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_digests" ADD CONSTRAINT "question_digests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_questions_order_idx" ON "auction_questions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "auction_questions_contractor_idx" ON "auction_questions" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "auction_questions_undigested_idx" ON "auction_questions" USING btree ("order_id") WHERE "auction_questions"."direction" = 'to_owner' and "auction_questions"."notified_at" is null;