CREATE TABLE "database_backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(128) NOT NULL,
	"directory" text NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"engine" varchar(16) NOT NULL,
	"state" varchar(16) DEFAULT 'running' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "database_backups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"template_id" varchar(64) NOT NULL,
	"name" varchar(32) NOT NULL,
	"param_count" integer DEFAULT 0 NOT NULL,
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "database_backups_created_idx" ON "database_backups" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "database_backups_running_key" ON "database_backups" USING btree ("state") WHERE "database_backups"."state" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_template_id_key" ON "sms_templates" USING btree ("template_id");--> statement-breakpoint
CREATE POLICY "database_backups_platform_only" ON "database_backups" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on') WITH CHECK ((select current_setting('app.platform', true)) = 'on');--> statement-breakpoint
CREATE POLICY "platform_settings_platform_only" ON "platform_settings" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on') WITH CHECK ((select current_setting('app.platform', true)) = 'on');