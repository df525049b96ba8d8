CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text,
	"kind" text NOT NULL,
	"account_type" text,
	"phone" text NOT NULL,
	"id_number_tail" text NOT NULL,
	"signature_upload_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agreements_contract_no_unique" UNIQUE("contract_no")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_type" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institution_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "core_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_user_request" ON "agreements" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "agreements_user" ON "agreements" USING btree ("user_id","created_at");