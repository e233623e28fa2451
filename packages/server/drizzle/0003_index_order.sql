DROP INDEX "customers_created_idx";--> statement-breakpoint
DROP INDEX "user_logs_customer_time_idx";--> statement-breakpoint
DROP INDEX "user_logs_time_idx";--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_logs_customer_time_idx" ON "user_logs" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_logs_time_idx" ON "user_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);