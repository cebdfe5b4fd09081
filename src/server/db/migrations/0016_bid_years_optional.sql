ALTER TABLE "seller_bids" ALTER COLUMN "years_in_business" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "seller_bids" ALTER COLUMN "years_in_business" DROP NOT NULL;