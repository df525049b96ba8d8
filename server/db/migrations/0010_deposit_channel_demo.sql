ALTER TABLE "deposit_channels" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The placeholder channels an earlier first start seeded (server/funds/fundsSeed.ts) are demo data.
UPDATE "deposit_channels" SET "demo" = true WHERE "account_name" LIKE '%(demo)%' OR "bank_name" LIKE 'Demo Bank %' OR "account_number" = 'T0000000000000000000000000000000000';
