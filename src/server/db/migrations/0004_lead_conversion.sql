ALTER TABLE "contact_submissions" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_submissions_converted_idx" ON "contact_submissions" USING btree ("converted_at") WHERE "contact_submissions"."converted_at" is not null;--> statement-breakpoint
-- Leads whose e-mail already has an order were converted when that order was created.
UPDATE "contact_submissions" AS cs SET "converted_at" = first_order.created_at
FROM (
  SELECT lower("order_data" ->> 'customerEmail') AS email, min("created_at") AS created_at
  FROM "orders" GROUP BY 1
) AS first_order
WHERE first_order.email = cs."email";
