DROP INDEX "lead_pipeline_sales_person_idx";--> statement-breakpoint
DROP INDEX "lead_pipeline_status_idx";--> statement-breakpoint
ALTER TABLE "lead_pipeline" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "lead_pipeline" ADD COLUMN "won_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_pipeline" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lead_pipeline_board_idx" ON "lead_pipeline" USING btree ("status_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lead_pipeline_rep_board_idx" ON "lead_pipeline" USING btree ("assigned_sales_person_id","status_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lead_pipeline_follow_up_idx" ON "lead_pipeline" USING btree ("assigned_sales_person_id","next_follow_up_date");--> statement-breakpoint
CREATE INDEX "lead_pipeline_won_idx" ON "lead_pipeline" USING btree ("won_at" DESC NULLS FIRST) WHERE "lead_pipeline"."won_at" is not null;