CREATE TYPE "public"."actor_type" AS ENUM('staff', 'customer', 'system', 'anonymous');--> statement-breakpoint
CREATE TYPE "public"."auction_state" AS ENUM('published', 'bidding', 'decision', 'revealed', 'awarded', 'expired', 'completed', 'refunded', 'closed');--> statement-breakpoint
CREATE TYPE "public"."bid_status" AS ENUM('pending', 'approved', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."bid_workflow" AS ENUM('draft', 'submitted', 'awarded', 'declined');--> statement-breakpoint
CREATE TYPE "public"."coupon_kind" AS ENUM('percent', 'fixed_price');--> statement-breakpoint
CREATE TYPE "public"."dropdown_category" AS ENUM('projectType', 'roofMaterial', 'propertyType', 'roofAge', 'urgency', 'budget');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."email_template" AS ENUM('welcome', 'lead', 'auction', 'password_reset', 'staff_invite', 'custom');--> statement-breakpoint
CREATE TYPE "public"."incomplete_payment_status" AS ENUM('new', 'contacted', 'converted', 'lost');--> statement-breakpoint
CREATE TYPE "public"."job_status_category" AS ENUM('active', 'won', 'lost');--> statement-breakpoint
CREATE TYPE "public"."lead_source" AS ENUM('web', 'admin', 'pipeline', 'qr', 'checkout');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'qualified', 'proposal_sent', 'negotiating', 'won', 'lost', 'nurturing');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."password_token_purpose" AS ENUM('setup', 'reset', 'invite');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'test');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('auction_fee', 'reveal_fee');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('open', 'paid', 'cancelled', 'expired', 'refund_pending', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."priority" AS ENUM('low', 'medium', 'high');--> statement-breakpoint
CREATE TYPE "public"."review_project_type" AS ENUM('roof-repair', 'roof-replacement', 'roof-inspection', 'gutter-service', 'emergency-repair', 'commercial-roofing');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."session_kind" AS ENUM('customer', 'staff');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('admin', 'sales', 'contractor');--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_type" "actor_type" NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"location" text NOT NULL,
	"title" text NOT NULL,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"contractor_id" uuid,
	"seller_name" text NOT NULL,
	"star_rating" numeric(2, 1) DEFAULT '5.0' NOT NULL,
	"years_in_business" integer DEFAULT 0 NOT NULL,
	"insured_amount_cents" bigint NOT NULL,
	"bonded" boolean DEFAULT false NOT NULL,
	"valid_license" boolean DEFAULT false NOT NULL,
	"bid_amount_cents" bigint NOT NULL,
	"description" text,
	"status" "bid_status" DEFAULT 'pending' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"bid_status" "bid_workflow" DEFAULT 'draft' NOT NULL,
	"follow_up_date" date,
	"last_contacted_at" timestamp with time zone,
	"notes" text,
	"customer_response" text,
	"estimated_close_date" date,
	"priority" "priority" DEFAULT 'medium' NOT NULL,
	"lead_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_bids_slot_range" CHECK ("seller_bids"."slot" between 1 and 4),
	CONSTRAINT "seller_bids_rating_range" CHECK ("seller_bids"."star_rating" between 1 and 5),
	CONSTRAINT "seller_bids_years_nonnegative" CHECK ("seller_bids"."years_in_business" >= 0),
	CONSTRAINT "seller_bids_amount_positive" CHECK ("seller_bids"."bid_amount_cents" > 0),
	CONSTRAINT "seller_bids_insured_nonnegative" CHECK ("seller_bids"."insured_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"percent_off" integer,
	"final_price_cents" integer,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_kind_value" CHECK (("coupons"."kind" = 'percent' and "coupons"."percent_off" between 1 and 100 and "coupons"."final_price_cents" is null)
        or ("coupons"."kind" = 'fixed_price' and "coupons"."final_price_cents" >= 0 and "coupons"."percent_off" is null)),
	CONSTRAINT "coupons_max_uses_positive" CHECK ("coupons"."max_uses" is null or "coupons"."max_uses" > 0)
);
--> statement-breakpoint
CREATE TABLE "dropdown_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" "dropdown_category" NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "contractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"licence_number" text NOT NULL,
	"insured_amount_cents" bigint NOT NULL,
	"bonded" boolean DEFAULT false NOT NULL,
	"years_in_business" integer DEFAULT 0 NOT NULL,
	"service_area" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"average_rating" numeric(2, 1),
	"is_active" boolean DEFAULT true NOT NULL,
	"vetted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractors_email_lower" CHECK ("contractors"."email" = lower("contractors"."email")),
	CONSTRAINT "contractors_years_nonnegative" CHECK ("contractors"."years_in_business" >= 0),
	CONSTRAINT "contractors_insured_nonnegative" CHECK ("contractors"."insured_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"account_setup" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"postal_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_lower" CHECK ("customers"."email" = lower("customers"."email"))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"template" "email_template" NOT NULL,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"text_body" text NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "email_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"dedupe_key" text,
	"customer_id" uuid,
	"order_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_attempts_nonnegative" CHECK ("email_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text NOT NULL,
	"data" "bytea",
	"storage_key" text,
	"uploaded_by_customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_content_type" CHECK ("files"."content_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "files_size_limit" CHECK ("files"."size_bytes" between 1 and 10485760),
	CONSTRAINT "files_stored_somewhere" CHECK ("files"."data" is not null or "files"."storage_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"phone_digits" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"date" date NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"budget" text NOT NULL,
	"project_type" text,
	"roof_material" text,
	"property_type" text,
	"roof_age" text,
	"urgency" text,
	"message" text,
	"coupon_code" text,
	"final_price_cents" integer NOT NULL,
	"project_completion_date" date,
	"pipeline_status" text DEFAULT 'contact' NOT NULL,
	"lead_status" "lead_status" DEFAULT 'new' NOT NULL,
	"next_follow_up_at" timestamp with time zone,
	"source" "lead_source" DEFAULT 'web' NOT NULL,
	"referred_by_sales_person_id" uuid,
	"checkout_attempts" integer DEFAULT 0 NOT NULL,
	"last_contacted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_submissions_email_lower" CHECK ("contact_submissions"."email" = lower("contact_submissions"."email")),
	CONSTRAINT "contact_submissions_price_nonnegative" CHECK ("contact_submissions"."final_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"contact_submission_id" uuid,
	"order_number" text NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"order_data" jsonb NOT NULL,
	"order_details" text,
	"paid_at" timestamp with time zone,
	"auction_state" "auction_state",
	"published_at" timestamp with time zone,
	"first_bid_at" timestamp with time zone,
	"decision_at" timestamp with time zone,
	"opted_in" boolean,
	"revealed_at" timestamp with time zone,
	"award_deadline_at" timestamp with time zone,
	"awarded_at" timestamp with time zone,
	"awarded_bid_id" uuid,
	"expired_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_nonnegative" CHECK ("orders"."total_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "incomplete_payment_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"project_type" text,
	"address" text,
	"zip_code" text,
	"urgency" text,
	"description" text,
	"selected_tier" text,
	"tier_price_cents" integer,
	"session_id" text NOT NULL,
	"contact_submission_id" uuid,
	"last_contacted_at" timestamp with time zone,
	"status" "incomplete_payment_status" DEFAULT 'new' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_submission_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_offers_amount_positive" CHECK ("payment_offers"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_session_id" text NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"contact_submission_id" uuid,
	"order_id" uuid,
	"payment_offer_id" uuid,
	"coupon_code" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"status" "payment_status" DEFAULT 'open' NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"provider_payment_id" text,
	"provider_refund_id" text,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"category" "job_status_category" DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_statuses_color_hex" CHECK ("job_statuses"."color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "lead_pipeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_submission_id" uuid NOT NULL,
	"assigned_sales_person_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"value_cents" bigint DEFAULT 0 NOT NULL,
	"probability" integer DEFAULT 0 NOT NULL,
	"order_number" text,
	"expected_close_date" date,
	"notes" text,
	"last_contact_date" timestamp with time zone,
	"next_follow_up_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_pipeline_value_nonnegative" CHECK ("lead_pipeline"."value_cents" >= 0),
	CONSTRAINT "lead_pipeline_probability_range" CHECK ("lead_pipeline"."probability" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "pipeline_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_pipeline_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"subject" text NOT NULL,
	"description" text,
	"scheduled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"contractor_name" text NOT NULL,
	"contractor_id" uuid,
	"order_id" uuid,
	"project_type" "review_project_type" NOT NULL,
	"rating" smallint NOT NULL,
	"review_text" text,
	"invoice_amount_cents" integer,
	"project_completed_date" date,
	"invoice_file_id" uuid,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_reviews_rating_range" CHECK ("contractor_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" "password_token_purpose" NOT NULL,
	"customer_id" uuid,
	"staff_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_tokens_one_subject" CHECK (("password_tokens"."customer_id" is null) <> ("password_tokens"."staff_user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text DEFAULT 'Sales Representative' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"staff_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_people_email_lower" CHECK ("sales_people"."email" = lower("sales_people"."email"))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" "session_kind" NOT NULL,
	"customer_id" uuid,
	"staff_user_id" uuid,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_one_subject" CHECK (("sessions"."kind" = 'customer' and "sessions"."customer_id" is not null and "sessions"."staff_user_id" is null)
        or ("sessions"."kind" = 'staff' and "sessions"."staff_user_id" is not null and "sessions"."customer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"role" "staff_role" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"contractor_id" uuid,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_lower" CHECK ("staff_users"."email" = lower("staff_users"."email"))
);
--> statement-breakpoint
ALTER TABLE "seller_bids" ADD CONSTRAINT "seller_bids_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_bids" ADD CONSTRAINT "seller_bids_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_customer_id_customers_id_fk" FOREIGN KEY ("uploaded_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_referred_by_sales_person_id_sales_people_id_fk" FOREIGN KEY ("referred_by_sales_person_id") REFERENCES "public"."sales_people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomplete_payment_leads" ADD CONSTRAINT "incomplete_payment_leads_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_offers" ADD CONSTRAINT "payment_offers_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_offers" ADD CONSTRAINT "payment_offers_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_offer_id_payment_offers_id_fk" FOREIGN KEY ("payment_offer_id") REFERENCES "public"."payment_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_pipeline" ADD CONSTRAINT "lead_pipeline_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_pipeline" ADD CONSTRAINT "lead_pipeline_assigned_sales_person_id_sales_people_id_fk" FOREIGN KEY ("assigned_sales_person_id") REFERENCES "public"."sales_people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_pipeline" ADD CONSTRAINT "lead_pipeline_status_id_job_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."job_statuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_activities" ADD CONSTRAINT "pipeline_activities_lead_pipeline_id_lead_pipeline_id_fk" FOREIGN KEY ("lead_pipeline_id") REFERENCES "public"."lead_pipeline"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_activities" ADD CONSTRAINT "pipeline_activities_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD CONSTRAINT "contractor_reviews_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD CONSTRAINT "contractor_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD CONSTRAINT "contractor_reviews_invoice_file_id_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_people" ADD CONSTRAINT "sales_people_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_type","actor_id");--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_path_idx" ON "page_views" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_bids_order_slot_key" ON "seller_bids" USING btree ("order_id","slot");--> statement-breakpoint
CREATE INDEX "seller_bids_order_idx" ON "seller_bids" USING btree ("order_id","sort_order");--> statement-breakpoint
CREATE INDEX "seller_bids_contractor_idx" ON "seller_bids" USING btree ("contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "dropdown_options_category_value_key" ON "dropdown_options" USING btree ("category","value");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_question_key" ON "faq_entries" USING btree ("question");--> statement-breakpoint
CREATE INDEX "faq_entries_order_idx" ON "faq_entries" USING btree ("category","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "contractors_licence_number_key" ON "contractors" USING btree ("licence_number");--> statement-breakpoint
CREATE UNIQUE INDEX "contractors_email_key" ON "contractors" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contractors_service_area_idx" ON "contractors" USING gin ("service_area");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_key" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "contact_submissions_submitted_at_idx" ON "contact_submissions" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_submissions_email_idx" ON "contact_submissions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "contact_submissions_status_idx" ON "contact_submissions" USING btree ("lead_status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_submissions_project_type_idx" ON "contact_submissions" USING btree ("project_type","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_submissions_follow_up_idx" ON "contact_submissions" USING btree ("next_follow_up_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_name_trgm_idx" ON "contact_submissions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_email_trgm_idx" ON "contact_submissions" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_phone_trgm_idx" ON "contact_submissions" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_submission_idx" ON "orders" USING btree ("contact_submission_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_auction_state_idx" ON "orders" USING btree ("auction_state","award_deadline_at");--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree (lower("order_data" ->> 'customerEmail'));--> statement-breakpoint
CREATE UNIQUE INDEX "incomplete_payment_leads_session_key" ON "incomplete_payment_leads" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "incomplete_payment_leads_created_idx" ON "incomplete_payment_leads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_offers_submission_idx" ON "payment_offers" USING btree ("contact_submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_key" ON "payments" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "payments_submission_idx" ON "payments" USING btree ("contact_submission_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_statuses_name_key" ON "job_statuses" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_pipeline_submission_key" ON "lead_pipeline" USING btree ("contact_submission_id");--> statement-breakpoint
CREATE INDEX "lead_pipeline_sales_person_idx" ON "lead_pipeline" USING btree ("assigned_sales_person_id");--> statement-breakpoint
CREATE INDEX "lead_pipeline_status_idx" ON "lead_pipeline" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "pipeline_activities_lead_idx" ON "pipeline_activities" USING btree ("lead_pipeline_id","created_at");--> statement-breakpoint
CREATE INDEX "contractor_reviews_status_idx" ON "contractor_reviews" USING btree ("status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contractor_reviews_contractor_idx" ON "contractor_reviews" USING btree ("contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_hash_key" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_tokens_customer_idx" ON "password_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "password_tokens_staff_user_idx" ON "password_tokens" USING btree ("staff_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_people_email_key" ON "sales_people" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_staff_user_idx" ON "sessions" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_key" ON "staff_users" USING btree ("email");