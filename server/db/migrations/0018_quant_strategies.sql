CREATE TABLE "quant_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"allocation_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"strategy_id" integer NOT NULL,
	"request_id" text,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" text NOT NULL,
	"decided_day" text,
	"returned_minor" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"stop_requested_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "quant_allocations_allocation_no_unique" UNIQUE("allocation_no")
);
--> statement-breakpoint
CREATE TABLE "quant_strategies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"rule" jsonb NOT NULL,
	"cycle_days" integer NOT NULL,
	"min_amount_minor" bigint NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "allocation_id" integer;--> statement-breakpoint
ALTER TABLE "quant_allocations" ADD CONSTRAINT "quant_allocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quant_allocations" ADD CONSTRAINT "quant_allocations_strategy_id_quant_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."quant_strategies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quant_allocations_user_request" ON "quant_allocations" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "quant_allocations_user" ON "quant_allocations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quant_allocations_state" ON "quant_allocations" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "quant_allocations_one_active" ON "quant_allocations" USING btree ("user_id","strategy_id") WHERE "quant_allocations"."state" in ('running', 'stopping');--> statement-breakpoint
CREATE INDEX "orders_allocation" ON "orders" USING btree ("allocation_id");