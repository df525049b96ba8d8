CREATE TABLE "balances" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"available_minor" bigint DEFAULT 0 NOT NULL,
	"frozen_minor" bigint DEFAULT 0 NOT NULL,
	"margin_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "balances_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "balances_available_not_negative" CHECK ("balances"."available_minor" >= 0),
	CONSTRAINT "balances_frozen_not_negative" CHECK ("balances"."frozen_minor" >= 0),
	CONSTRAINT "balances_margin_not_negative" CHECK ("balances"."margin_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "block_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"block_price" text NOT NULL,
	"min_shares" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"bucket" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text,
	"market" text NOT NULL,
	"board" text NOT NULL,
	"currency" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"business_type" text NOT NULL,
	"block_product_id" integer,
	"direction" text NOT NULL,
	"price_type" text NOT NULL,
	"limit_price" text,
	"lots" integer NOT NULL,
	"leverage" integer NOT NULL,
	"state" text NOT NULL,
	"lock_rule" text NOT NULL,
	"buy_fee_rate" text NOT NULL,
	"sell_fee_rate" text NOT NULL,
	"stamp_duty_rate" text NOT NULL,
	"frozen_minor" bigint NOT NULL,
	"fill_price" text,
	"amount_minor" bigint,
	"margin_minor" bigint,
	"open_fee_minor" bigint,
	"open_stamp_duty_minor" bigint,
	"close_price" text,
	"close_fee_minor" bigint,
	"close_stamp_duty_minor" bigint,
	"profit_minor" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"filled_at" timestamp with time zone,
	"lock_until" timestamp with time zone,
	"close_requested_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_user" ON "ledger" USING btree ("user_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_request" ON "orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "orders_user_state" ON "orders" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "orders_state" ON "orders" USING btree ("state");