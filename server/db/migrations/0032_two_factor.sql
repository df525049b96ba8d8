-- Issue 25 (decision 0050): second factors (TOTP) of investors and operators, and their one-time recovery codes.
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"two_factor_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"secret" text,
	"pending_secret" text,
	"enabled_at" timestamp with time zone,
	"last_step" bigint
);
--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_two_factor_id_two_factors_id_fk" FOREIGN KEY ("two_factor_id") REFERENCES "public"."two_factors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_owner" ON "recovery_codes" USING btree ("two_factor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factors_owner" ON "two_factors" USING btree ("owner_kind","owner_id");