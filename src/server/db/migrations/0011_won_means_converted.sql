-- "Converted" has one meaning (src/shared/domain/lead-conversion.ts): a lead with an order is
-- Won, and only a lead with an order is. Leads converted by Convert to Sale kept their status
-- (New, say): they become Won. Leads marked Won by hand without an order, which the Converted
-- card never counted, go back to Negotiating, the stage before Won.
UPDATE "contact_submissions" SET "lead_status" = 'won'
WHERE "converted_at" IS NOT NULL AND "lead_status" <> 'won';
--> statement-breakpoint
UPDATE "contact_submissions" SET "lead_status" = 'negotiating'
WHERE "converted_at" IS NULL AND "lead_status" = 'won';
