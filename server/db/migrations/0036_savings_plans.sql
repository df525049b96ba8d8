CREATE TABLE "plan_dividends" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"ex_day" text NOT NULL,
	"pay_day" text NOT NULL,
	"quantity_micro" bigint NOT NULL,
	"cash_per_share" text NOT NULL,
	"state" text NOT NULL,
	"paid_to" text,
	"gross_minor" bigint,
	"tax_minor" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "plan_dividends_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "plan_fills" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"code" text NOT NULL,
	"side" text NOT NULL,
	"quantity_micro" bigint NOT NULL,
	"price" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"stamp_duty_minor" bigint NOT NULL,
	"cost_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_no" text NOT NULL,
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"day" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"percent" integer,
	"reason" text,
	"bought_minor" bigint DEFAULT 0 NOT NULL,
	"sold_minor" bigint DEFAULT 0 NOT NULL,
	"fees_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"executed_at" timestamp with time zone,
	CONSTRAINT "plan_runs_run_no_unique" UNIQUE("run_no")
);
--> statement-breakpoint
CREATE TABLE "plan_slices" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"weight_tenths" integer NOT NULL,
	"quantity_micro" bigint DEFAULT 0 NOT NULL,
	"cost_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_slices_quantity_not_negative" CHECK ("plan_slices"."quantity_micro" >= 0),
	CONSTRAINT "plan_slices_cost_not_negative" CHECK ("plan_slices"."cost_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text,
	"name" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"schedule" text NOT NULL,
	"run_day" integer NOT NULL,
	"dividend_policy" text NOT NULL,
	"state" text NOT NULL,
	"next_run_day" text,
	"cash_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "plans_cash_not_negative" CHECK ("plans"."cash_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "plan_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_dividends" ADD CONSTRAINT "plan_dividends_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_dividends" ADD CONSTRAINT "plan_dividends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_fills" ADD CONSTRAINT "plan_fills_run_id_plan_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."plan_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_fills" ADD CONSTRAINT "plan_fills_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_runs" ADD CONSTRAINT "plan_runs_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_runs" ADD CONSTRAINT "plan_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_slices" ADD CONSTRAINT "plan_slices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_dividends_once" ON "plan_dividends" USING btree ("plan_id","code","ex_day");--> statement-breakpoint
CREATE INDEX "plan_dividends_due" ON "plan_dividends" USING btree ("state","pay_day");--> statement-breakpoint
CREATE INDEX "plan_fills_run" ON "plan_fills" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "plan_fills_plan" ON "plan_fills" USING btree ("plan_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_runs_user_request" ON "plan_runs" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_runs_scheduled_day" ON "plan_runs" USING btree ("plan_id","day") WHERE "plan_runs"."kind" = 'scheduled';--> statement-breakpoint
CREATE INDEX "plan_runs_plan" ON "plan_runs" USING btree ("plan_id","id");--> statement-breakpoint
CREATE INDEX "plan_runs_waiting" ON "plan_runs" USING btree ("state") WHERE "plan_runs"."state" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_slices_plan_code" ON "plan_slices" USING btree ("plan_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_user_request" ON "plans" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "plans_user" ON "plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plans_due" ON "plans" USING btree ("state","next_run_day");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_plan_not_negative" CHECK ("balances"."plan_minor" >= 0);