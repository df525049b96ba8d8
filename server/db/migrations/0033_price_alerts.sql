-- Issue 25 (decision 0051): price alerts, active until the price reaches their level or the user removes them.
CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"reference" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone,
	"fired_price" text,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_user_request" ON "price_alerts" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "price_alerts_user_state" ON "price_alerts" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "price_alerts_state" ON "price_alerts" USING btree ("state");