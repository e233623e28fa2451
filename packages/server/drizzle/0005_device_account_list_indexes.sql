DROP INDEX "device_accounts_customer_online_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "device_accounts_customer_id_key" ON "device_accounts" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "device_accounts_customer_type_idx" ON "device_accounts" USING btree ("customer_id","device_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "device_accounts_customer_name_idx" ON "device_accounts" USING btree ("customer_id","name","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "device_accounts_customer_online_idx" ON "device_accounts" USING btree ("customer_id","online","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);