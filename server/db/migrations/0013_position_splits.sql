CREATE TABLE "position_splits" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"day" text NOT NULL,
	"ratio" integer NOT NULL,
	"lots_before" integer NOT NULL,
	"lots_after" integer NOT NULL,
	"price_before" text,
	"price_after" text,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "position_splits" ADD CONSTRAINT "position_splits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_splits" ADD CONSTRAINT "position_splits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "position_splits_order_day" ON "position_splits" USING btree ("order_id","day");