ALTER TABLE "seller_bids" ALTER COLUMN "star_rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "seller_bids" ALTER COLUMN "star_rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_bids" ADD COLUMN "notes_for_owner" text;--> statement-breakpoint
ALTER TABLE "seller_bids" ADD COLUMN "material_line_for_owner" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bidder_message" text;--> statement-breakpoint
-- A contractor's bid carried its record's rating, or an invented 5.0 when it had none; the
-- rating shown is now its approved reviews, so the copied figure goes.
UPDATE "seller_bids" SET "star_rating" = NULL WHERE "contractor_id" IS NOT NULL;
