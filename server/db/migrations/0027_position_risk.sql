-- Issue 25: the risk of positions on margin (levels fixed at placement, the margin-call state,
-- why a position closed) and the losses beyond a margin that the house bore.
CREATE TABLE "loss_write_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"close_price" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loss_write_offs_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "maintenance_margin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "close_out_level" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_state" text DEFAULT 'covered' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "loss_write_offs" ADD CONSTRAINT "loss_write_offs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_write_offs" ADD CONSTRAINT "loss_write_offs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;