ALTER TABLE "audit_log" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "answer" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_user_request" ON "audit_log" USING btree ("admin_id","request_id");