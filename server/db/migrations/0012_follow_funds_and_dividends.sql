CREATE TABLE "dividend_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"code" text NOT NULL,
	"ex_day" text NOT NULL,
	"pay_day" text NOT NULL,
	"lots" integer NOT NULL,
	"direction" text NOT NULL,
	"cash_per_share" text NOT NULL,
	"state" text NOT NULL,
	"gross_minor" bigint,
	"tax_minor" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follow_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"rule" jsonb NOT NULL,
	"cycle_days" integer NOT NULL,
	"start_day" text NOT NULL,
	"expected_return" text NOT NULL,
	"target_return" text NOT NULL,
	"service_fee_rate" text NOT NULL,
	"performance_fee_rate" text NOT NULL,
	"fund_size_minor" bigint NOT NULL,
	"min_amount_minor" bigint NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"lock_until" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"follow_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"request_id" text,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"principal_minor" bigint NOT NULL,
	"value_minor" bigint NOT NULL,
	"start_nav" text,
	"settled_day" text NOT NULL,
	"service_fee_rate" text NOT NULL,
	"performance_fee_rate" text NOT NULL,
	"target_return" text NOT NULL,
	"lock_until" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"service_fee_minor" bigint,
	"performance_fee_minor" bigint,
	"paid_out_minor" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "follows_follow_no_unique" UNIQUE("follow_no")
);
--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "following_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dividend_payments" ADD CONSTRAINT "dividend_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_payments" ADD CONSTRAINT "dividend_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_product_id_follow_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."follow_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_payments_order_ex" ON "dividend_payments" USING btree ("order_id","ex_day");--> statement-breakpoint
CREATE INDEX "dividend_payments_due" ON "dividend_payments" USING btree ("state","pay_day");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_request" ON "follows" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "follows_user" ON "follows" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "follows_product" ON "follows" USING btree ("product_id","state");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_following_not_negative" CHECK ("balances"."following_minor" >= 0);