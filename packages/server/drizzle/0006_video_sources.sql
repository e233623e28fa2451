CREATE TABLE "video_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"device_account_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"type" varchar(16) NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"main_frame_rate" smallint DEFAULT 25 NOT NULL,
	"main_bitrate" integer DEFAULT 2048 NOT NULL,
	"main_resolution" varchar(16) DEFAULT '1920x1080' NOT NULL,
	"main_encoding_mode" varchar(8) DEFAULT 'cbr' NOT NULL,
	"main_quality" varchar(8) DEFAULT 'high' NOT NULL,
	"sub_stream_enabled" boolean DEFAULT false NOT NULL,
	"sub_frame_rate" smallint DEFAULT 15 NOT NULL,
	"sub_bitrate" integer DEFAULT 512 NOT NULL,
	"sub_resolution" varchar(16) DEFAULT '640x360' NOT NULL,
	"sub_encoding_mode" varchar(8) DEFAULT 'cbr' NOT NULL,
	"sub_quality" varchar(8) DEFAULT 'medium' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_sources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "video_sources" ADD CONSTRAINT "video_sources_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_sources" ADD CONSTRAINT "video_sources_device_account_fk" FOREIGN KEY ("customer_id","device_account_id") REFERENCES "public"."device_accounts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_sources_account_type_key" ON "video_sources" USING btree ("customer_id","device_account_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "video_sources_account_primary_key" ON "video_sources" USING btree ("customer_id","device_account_id") WHERE "video_sources"."is_primary";--> statement-breakpoint
CREATE INDEX "video_sources_account_idx" ON "video_sources" USING btree ("device_account_id");--> statement-breakpoint
CREATE POLICY "video_sources_tenant_isolation" ON "video_sources" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));