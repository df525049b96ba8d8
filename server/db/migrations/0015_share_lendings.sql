CREATE TABLE "share_lendings" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"request_id" text,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"lots" integer NOT NULL,
	"state" text NOT NULL,
	"fee_rate" text NOT NULL,
	"share" text NOT NULL,
	"earned_minor" bigint DEFAULT 0 NOT NULL,
	"accrued_day" text,
	"fail_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "share_lendings_loan_no_unique" UNIQUE("loan_no")
);
--> statement-breakpoint
ALTER TABLE "share_lendings" ADD CONSTRAINT "share_lendings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_lendings" ADD CONSTRAINT "share_lendings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_lendings_user_request" ON "share_lendings" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "share_lendings_user" ON "share_lendings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "share_lendings_state" ON "share_lendings" USING btree ("state","code");--> statement-breakpoint
CREATE INDEX "share_lendings_order" ON "share_lendings" USING btree ("order_id");