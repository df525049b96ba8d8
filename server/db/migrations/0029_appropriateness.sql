-- Issue 25: the appropriateness check before trading on margin, kept on the account.
ALTER TABLE "users" ADD COLUMN "appropriateness_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "appropriateness_answers" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "appropriate" boolean;