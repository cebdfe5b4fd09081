ALTER TABLE "job_statuses" ADD COLUMN "lead_status" "lead_status" DEFAULT 'qualified' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" DROP COLUMN "pipeline_status";--> statement-breakpoint
-- One lead, one status (docs/decisions/lead-status.md): each board column stands for a lead
-- status, and a lead on the board has its column's. Won and lost columns stand for Won and Lost;
-- an active column named like a status stands for it ("New Lead" for New), any other for
-- Qualified (the column default).
UPDATE "job_statuses" SET "lead_status" = CASE
  WHEN "category" = 'won' THEN 'won'::lead_status
  WHEN "category" = 'lost' THEN 'lost'::lead_status
  WHEN lower("name") IN ('new', 'new lead') THEN 'new'::lead_status
  WHEN replace(lower(trim("name")), ' ', '_') IN
    ('contacted', 'qualified', 'proposal_sent', 'negotiating', 'nurturing')
    THEN replace(lower(trim("name")), ' ', '_')::lead_status
  ELSE 'qualified'::lead_status END;
--> statement-breakpoint
-- A lead with an order is Won (lead-conversion.md): on the board it sits in the first won column.
UPDATE "lead_pipeline" lp SET "status_id" = won."id", "probability" = 100, "lost_reason" = NULL,
  "won_at" = coalesce(lp."won_at", cs."converted_at"), "closed_at" = coalesce(lp."closed_at", cs."converted_at")
FROM "contact_submissions" cs, "job_statuses" was,
  (SELECT "id" FROM "job_statuses" WHERE "category" = 'won' AND "is_active"
   ORDER BY "order" DESC, "created_at" DESC LIMIT 1) won
WHERE cs."id" = lp."contact_submission_id" AND cs."converted_at" IS NOT NULL
  AND was."id" = lp."status_id" AND was."category" <> 'won';
--> statement-breakpoint
-- A lead in a won column without an order goes back to the open column standing for
-- Negotiating (else the board's last open column), as migration 0011 did for the admin status.
UPDATE "lead_pipeline" lp SET "status_id" = back."id", "won_at" = NULL, "closed_at" = NULL
FROM "contact_submissions" cs, "job_statuses" was,
  (SELECT "id" FROM "job_statuses" WHERE "category" = 'active' AND "is_active"
   ORDER BY ("lead_status" = 'negotiating') DESC, "order" ASC, "created_at" ASC LIMIT 1) back
WHERE cs."id" = lp."contact_submission_id" AND cs."converted_at" IS NULL
  AND was."id" = lp."status_id" AND was."category" = 'won';
--> statement-breakpoint
-- Every won lead has its won date (the Progress tab's close date).
UPDATE "lead_pipeline" lp SET "won_at" = coalesce(lp."closed_at", lp."updated_at"),
  "closed_at" = coalesce(lp."closed_at", lp."updated_at")
FROM "job_statuses" js
WHERE js."id" = lp."status_id" AND js."category" = 'won' AND lp."won_at" IS NULL;
--> statement-breakpoint
-- The admin status of a lead on the board is its column's (a lead with an order stays Won).
UPDATE "contact_submissions" cs SET "lead_status" = js."lead_status"
FROM "lead_pipeline" lp JOIN "job_statuses" js ON js."id" = lp."status_id"
WHERE lp."contact_submission_id" = cs."id" AND cs."lead_status" <> js."lead_status"
  AND (cs."converted_at" IS NULL OR js."lead_status" = 'won');
--> statement-breakpoint
-- A deal's value is the roof job (docs/decisions/deal-value.md): deals a sale had valued at the
-- order's fee take their budget's value (src/shared/domain/deal-value.ts as of this migration).
UPDATE "lead_pipeline" lp SET "value_cents" = CASE cs."budget"
  WHEN 'under-5k' THEN 250000 WHEN '5k-10k' THEN 750000 WHEN '10k-20k' THEN 1500000
  WHEN '20k-plus' THEN 2000000 ELSE 0 END
FROM "contact_submissions" cs, "orders" o
WHERE cs."id" = lp."contact_submission_id" AND o."order_number" = lp."order_number"
  AND lp."value_cents" = o."total_amount_cents";
--> statement-breakpoint
-- Open deals a quote request started at $0 / 0 % start like any new lead: the budget's value, 10 %.
UPDATE "lead_pipeline" lp SET "probability" = 10, "value_cents" = CASE cs."budget"
  WHEN 'under-5k' THEN 250000 WHEN '5k-10k' THEN 750000 WHEN '10k-20k' THEN 1500000
  WHEN '20k-plus' THEN 2000000 ELSE 0 END
FROM "contact_submissions" cs, "job_statuses" js
WHERE cs."id" = lp."contact_submission_id" AND js."id" = lp."status_id"
  AND js."category" = 'active' AND lp."value_cents" = 0 AND lp."probability" = 0;
