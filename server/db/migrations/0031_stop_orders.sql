-- Issue 25 (decision 0049): stop and stop-limit orders (their stop, when it was reached) and a position's stop-loss, trailing stop and take-profit.
ALTER TABLE "orders" ADD COLUMN "stop_price" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "triggered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stop_loss" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trail_percent" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "take_profit" text;