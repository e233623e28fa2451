-- The account-prefix filter as starts_with on a stored lower-case copy: under row-level security
-- the planner cannot use an index on lower(account) for a LIKE (neither is leakproof); ADR 0012.
DROP INDEX "user_logs_customer_account_idx";--> statement-breakpoint
ALTER TABLE "user_logs" ADD COLUMN "account_folded" varchar(64) GENERATED ALWAYS AS (lower(account)) STORED;--> statement-breakpoint
CREATE INDEX "user_logs_customer_account_idx" ON "user_logs" USING btree ("customer_id","account_folded" text_pattern_ops,"action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);