ALTER TABLE "device_accounts" ADD COLUMN "login_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD COLUMN "last_login_failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD COLUMN "last_login_failure_ip" varchar(64);