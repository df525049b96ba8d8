-- Issue 25 (decision 0052): whether a console session passed its operator's second factor.
ALTER TABLE "admin_sessions" ADD COLUMN "second_factor_at" timestamp with time zone;