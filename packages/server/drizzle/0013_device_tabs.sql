CREATE TABLE "visit_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"subject" varchar(8) NOT NULL,
	"subject_id" integer NOT NULL,
	"visit_allowed" boolean DEFAULT false NOT NULL,
	"visit_days" smallint[],
	"visit_start" varchar(5),
	"visit_end" varchar(5),
	"visit_minutes" smallint DEFAULT 30 NOT NULL,
	"overdue_seconds" smallint DEFAULT 60 NOT NULL,
	"record_visits" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD COLUMN "screen_layouts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD COLUMN "live_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD COLUMN "live_push_url" varchar(255);--> statement-breakpoint
ALTER TABLE "device_accounts" ADD COLUMN "live_stream_name" varchar(64);--> statement-breakpoint
ALTER TABLE "device_accounts" ADD COLUMN "live_resolution" varchar(16) DEFAULT '1920x1080' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD COLUMN "live_frame_rate" smallint DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD COLUMN "live_bitrate" integer DEFAULT 2048 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD COLUMN "live_record" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_settings" ADD CONSTRAINT "visit_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_settings_subject_key" ON "visit_settings" USING btree ("customer_id","subject","subject_id");--> statement-breakpoint
CREATE INDEX "visit_settings_customer_created_idx" ON "visit_settings" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Cameras' visit settings move to visit_settings (one row per camera) before their columns go.
INSERT INTO "visit_settings" ("customer_id", "subject", "subject_id", "visit_allowed", "visit_days", "visit_start", "visit_end", "visit_minutes") SELECT "customer_id", 'camera', "id", "visit_allowed", "visit_days", "visit_start", "visit_end", COALESCE("visit_minutes", 30) FROM "network_cameras";--> statement-breakpoint
ALTER TABLE "network_cameras" DROP COLUMN "visit_allowed";--> statement-breakpoint
ALTER TABLE "network_cameras" DROP COLUMN "visit_days";--> statement-breakpoint
ALTER TABLE "network_cameras" DROP COLUMN "visit_start";--> statement-breakpoint
ALTER TABLE "network_cameras" DROP COLUMN "visit_end";--> statement-breakpoint
ALTER TABLE "network_cameras" DROP COLUMN "visit_minutes";--> statement-breakpoint
CREATE POLICY "visit_settings_tenant_isolation" ON "visit_settings" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));