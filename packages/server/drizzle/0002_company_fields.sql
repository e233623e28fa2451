DROP INDEX "customers_account_key";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "user_code" varchar(32);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "logo" varchar(255);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "ui_url" varchar(255);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "storage_gb" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "retention_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "storage_alarm_percent" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "record_view_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "invite_participant_limit" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "polling_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "live_audit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "audio_quality" varchar(16) DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "allow_follow" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "public_live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "live_type" varchar(16) DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "default_layout" varchar(32) DEFAULT 'quad' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "live_password" varchar(32);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "voice_excitation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "summary_template" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "secretary_phone" varchar(32);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "secretary_email" varchar(128);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "icu_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_account_key" ON "customers" USING btree (lower("account"));