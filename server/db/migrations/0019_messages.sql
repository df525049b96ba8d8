CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"title" text,
	"body" text,
	"ref" text,
	"request_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread" ON "messages" USING btree ("user_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_request" ON "messages" USING btree ("request_id");