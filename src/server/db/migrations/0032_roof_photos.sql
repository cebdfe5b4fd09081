ALTER TYPE "public"."file_kind" ADD VALUE 'roof_photo';--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'roof_photo_original';--> statement-breakpoint
CREATE TABLE "roof_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"original_file_id" uuid NOT NULL,
	"display_file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"uploaded_by_customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roof_photos_order_position" UNIQUE("order_id","position"),
	CONSTRAINT "roof_photos_original_file" UNIQUE("original_file_id"),
	CONSTRAINT "roof_photos_display_file" UNIQUE("display_file_id"),
	CONSTRAINT "roof_photos_position_positive" CHECK ("roof_photos"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "roof_photos" ADD CONSTRAINT "roof_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_photos" ADD CONSTRAINT "roof_photos_original_file_id_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_photos" ADD CONSTRAINT "roof_photos_display_file_id_files_id_fk" FOREIGN KEY ("display_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roof_photos" ADD CONSTRAINT "roof_photos_uploaded_by_customer_id_customers_id_fk" FOREIGN KEY ("uploaded_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;