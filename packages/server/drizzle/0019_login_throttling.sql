ALTER TABLE "login_failures" ADD COLUMN "last_failed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_sign_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_failed_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_failed_sign_in_ip" varchar(64);--> statement-breakpoint
-- Hand-written: the per-account lock of before (keys `account:…`) is replaced by per-(account,
-- address) delays (keys `pair:…|…`); its counters would never be read again.
DELETE FROM "login_failures" WHERE "key" LIKE 'account:%';
