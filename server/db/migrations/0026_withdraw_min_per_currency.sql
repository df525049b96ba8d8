-- The card minimum became one per currency (issue 21): an operator's single minimum, which was
-- in the account's currency, carries over to the euro and the dollar, the two it applied to.
INSERT INTO "site_config" ("name", "value")
SELECT 'funds.withdraw.min.EUR', "value" FROM "site_config" WHERE "name" = 'funds.withdraw.min'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "site_config" ("name", "value")
SELECT 'funds.withdraw.min.USD', "value" FROM "site_config" WHERE "name" = 'funds.withdraw.min'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "site_config" WHERE "name" = 'funds.withdraw.min';
