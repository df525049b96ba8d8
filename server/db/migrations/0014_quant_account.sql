CREATE TABLE "quant_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text,
	"currency" text NOT NULL,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"arrives_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	CONSTRAINT "quant_transfers_transfer_no_unique" UNIQUE("transfer_no")
);
--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "quant_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "quant_trading_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "quant_withdrawing_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quant_transfers" ADD CONSTRAINT "quant_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quant_transfers_user_request" ON "quant_transfers" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "quant_transfers_user" ON "quant_transfers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quant_transfers_due" ON "quant_transfers" USING btree ("state","arrives_at");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_quant_not_negative" CHECK ("balances"."quant_minor" >= 0);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_quant_trading_not_negative" CHECK ("balances"."quant_trading_minor" >= 0);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_quant_withdrawing_not_negative" CHECK ("balances"."quant_withdrawing_minor" >= 0);