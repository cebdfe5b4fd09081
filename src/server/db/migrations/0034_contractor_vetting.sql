CREATE TYPE "public"."contractor_application_status" AS ENUM('submitted', 'documents_requested', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."contractor_document_kind" AS ENUM('licence', 'insurance', 'wcb');--> statement-breakpoint
CREATE TYPE "public"."contractor_document_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."email_template" ADD VALUE 'contractor_vetting';--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'contractor_document';--> statement-breakpoint
CREATE TABLE "contractor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"service_area" text[] NOT NULL,
	"years_in_business" integer NOT NULL,
	"licence_number" text NOT NULL,
	"licence_expires_on" date NOT NULL,
	"insured_amount_cents" bigint NOT NULL,
	"insurance_expires_on" date NOT NULL,
	"bonded" boolean DEFAULT false NOT NULL,
	"wcb_account" text,
	"status" "contractor_application_status" DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"contractor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_applications_email_lower" CHECK ("contractor_applications"."email" = lower("contractor_applications"."email")),
	CONSTRAINT "contractor_applications_years" CHECK ("contractor_applications"."years_in_business" >= 0),
	CONSTRAINT "contractor_applications_insured" CHECK ("contractor_applications"."insured_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contractor_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"contractor_id" uuid,
	"kind" "contractor_document_kind" NOT NULL,
	"file_id" uuid,
	"expires_on" date,
	"status" "contractor_document_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"reminder_30_sent_at" timestamp with time zone,
	"reminder_7_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_documents_owner" CHECK ("contractor_documents"."application_id" is not null or "contractor_documents"."contractor_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "licence_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "insurance_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contractor_applications" ADD CONSTRAINT "contractor_applications_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_applications" ADD CONSTRAINT "contractor_applications_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_documents" ADD CONSTRAINT "contractor_documents_application_id_contractor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."contractor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_documents" ADD CONSTRAINT "contractor_documents_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_documents" ADD CONSTRAINT "contractor_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_documents" ADD CONSTRAINT "contractor_documents_approved_by_staff_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_applications_status_idx" ON "contractor_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contractor_documents_application_idx" ON "contractor_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "contractor_documents_contractor_idx" ON "contractor_documents" USING btree ("contractor_id","kind");--> statement-breakpoint
CREATE INDEX "contractor_documents_file_idx" ON "contractor_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "contractor_documents_expiry_idx" ON "contractor_documents" USING btree ("status","expires_on");--> statement-breakpoint
-- Contractors staff recorded before documents were uploaded keep bidding: their typed licence
-- and insurance count as documents approved when staff vetted them (docs/decisions/
-- contractor-vetting.md), kept as approved documents without a file.
UPDATE "contractors" SET
	"licence_verified_at" = CASE WHEN "licence_expires_on" IS NOT NULL THEN coalesce("vetted_at", "created_at") END,
	"insurance_verified_at" = CASE WHEN "insurance_expires_on" IS NOT NULL THEN coalesce("vetted_at", "created_at") END;--> statement-breakpoint
INSERT INTO "contractor_documents" ("contractor_id", "kind", "expires_on", "status", "approved_at", "created_at", "updated_at")
	SELECT "id", 'licence'::contractor_document_kind, "licence_expires_on", 'approved'::contractor_document_status, "licence_verified_at", "licence_verified_at", "licence_verified_at"
	FROM "contractors" WHERE "licence_verified_at" IS NOT NULL
	UNION ALL
	SELECT "id", 'insurance'::contractor_document_kind, "insurance_expires_on", 'approved'::contractor_document_status, "insurance_verified_at", "insurance_verified_at", "insurance_verified_at"
	FROM "contractors" WHERE "insurance_verified_at" IS NOT NULL;
