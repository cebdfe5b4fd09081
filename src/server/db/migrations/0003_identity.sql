ALTER TYPE "public"."email_template" ADD VALUE 'account_confirm' BEFORE 'staff_invite';--> statement-breakpoint
ALTER TYPE "public"."email_template" ADD VALUE 'account_exists' BEFORE 'staff_invite';--> statement-breakpoint
ALTER TYPE "public"."password_token_purpose" ADD VALUE 'signup';--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN "pending_password_hash" text;