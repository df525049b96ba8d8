ALTER TABLE "deposit_channels" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD COLUMN "secret_key" text;