CREATE TABLE "checkin_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"reward_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text,
	"checkins" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkin_rewards_reward_no_unique" UNIQUE("reward_no")
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkin_rewards" ADD CONSTRAINT "checkin_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_rewards_user_request" ON "checkin_rewards" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "checkin_rewards_user" ON "checkin_rewards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkins_user_day" ON "checkins" USING btree ("user_id","day");