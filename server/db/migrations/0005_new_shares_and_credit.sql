CREATE TABLE "ipo_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"issue_market" text NOT NULL,
	"sponsor" text NOT NULL,
	"issue_price" text NOT NULL,
	"provisional_price" text,
	"underwriting_price" text,
	"issue_shares" bigint NOT NULL,
	"min_shares" integer NOT NULL,
	"max_subscriptions" integer NOT NULL,
	"tiers" text NOT NULL,
	"winning_rate" text NOT NULL,
	"deposit_percent" text NOT NULL,
	"waive_percent" text NOT NULL,
	"channel_open" boolean DEFAULT true NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"listing_at" timestamp with time zone NOT NULL,
	"distribution_at" timestamp with time zone NOT NULL,
	"draw_seed" text,
	"drawn_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipo_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"request_id" text,
	"tier" text NOT NULL,
	"currency" text NOT NULL,
	"requested_shares" integer NOT NULL,
	"allotted_shares" integer,
	"frozen_minor" bigint NOT NULL,
	"paid_minor" bigint,
	"refunded_minor" bigint,
	"forfeit_minor" bigint,
	"order_no" text,
	"state" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ipo_subscriptions_subscription_no_unique" UNIQUE("subscription_no")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text,
	"currency" text NOT NULL,
	"principal_minor" bigint NOT NULL,
	"outstanding_minor" bigint NOT NULL,
	"interest_minor" bigint DEFAULT 0 NOT NULL,
	"repaid_minor" bigint DEFAULT 0 NOT NULL,
	"daily_rate" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"accrued_at" timestamp with time zone,
	"repaid_at" timestamp with time zone,
	CONSTRAINT "loans_loan_no_unique" UNIQUE("loan_no")
);
--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "debt_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_limit_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ipo_subscriptions" ADD CONSTRAINT "ipo_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_subscriptions" ADD CONSTRAINT "ipo_subscriptions_product_id_ipo_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ipo_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_subscriptions_user_request" ON "ipo_subscriptions" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "ipo_subscriptions_product" ON "ipo_subscriptions" USING btree ("product_id","state");--> statement-breakpoint
CREATE INDEX "ipo_subscriptions_user" ON "ipo_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_user_request" ON "loans" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "loans_user" ON "loans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "loans_state" ON "loans" USING btree ("state");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_debt_not_negative" CHECK ("balances"."debt_minor" >= 0);