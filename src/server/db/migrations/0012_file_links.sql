CREATE TYPE "public"."file_kind" AS ENUM('invoice', 'photo');--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "kind" "file_kind" NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_order_idx" ON "files" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "contractor_reviews_invoice_file_idx" ON "contractor_reviews" USING btree ("invoice_file_id");