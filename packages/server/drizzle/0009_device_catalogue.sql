CREATE TABLE "network_cameras" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"brand" varchar(16) NOT NULL,
	"address" varchar(253) NOT NULL,
	"port" integer DEFAULT 554 NOT NULL,
	"username" varchar(64),
	"password" varchar(64),
	"main_stream_path" varchar(255) NOT NULL,
	"main_stream_resolution" varchar(16) NOT NULL,
	"main_stream_frame_rate" smallint NOT NULL,
	"main_stream_bitrate" integer NOT NULL,
	"sub_stream_path" varchar(255),
	"sub_stream_resolution" varchar(16) NOT NULL,
	"sub_stream_frame_rate" smallint NOT NULL,
	"sub_stream_bitrate" integer NOT NULL,
	"device_account_id" integer,
	"description" varchar(255),
	"visit_allowed" boolean DEFAULT false NOT NULL,
	"visit_days" smallint[],
	"visit_start" varchar(5),
	"visit_end" varchar(5),
	"visit_minutes" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "network_cameras" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "device_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"description" varchar(255),
	"device_account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "video_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"split" smallint DEFAULT 4 NOT NULL,
	"cells" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "device_module_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"alias" varchar(32) NOT NULL,
	"english_alias" varchar(64) NOT NULL,
	"product_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"english_name" varchar(64) NOT NULL,
	"key" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_ui_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"url" varchar(255) NOT NULL,
	"description" varchar(255),
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_ui_urls" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fuse_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"protocol" varchar(8) DEFAULT 'sip' NOT NULL,
	"gateway_address" varchar(253) NOT NULL,
	"port" integer DEFAULT 5060 NOT NULL,
	"prefix" varchar(10),
	"enabled" boolean DEFAULT true NOT NULL,
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fuse_meetings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "network_cameras" ADD CONSTRAINT "network_cameras_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_groups" ADD CONSTRAINT "device_groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_groups" ADD CONSTRAINT "video_groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_module_aliases" ADD CONSTRAINT "device_module_aliases_module_id_device_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."device_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_ui_urls" ADD CONSTRAINT "device_ui_urls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuse_meetings" ADD CONSTRAINT "fuse_meetings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "network_cameras_customer_name_key" ON "network_cameras" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "network_cameras_customer_created_idx" ON "network_cameras" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "network_cameras_customer_terminal_idx" ON "network_cameras" USING btree ("customer_id","device_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_groups_customer_name_key" ON "device_groups" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "device_groups_customer_created_idx" ON "device_groups" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "device_groups_members_idx" ON "device_groups" USING gin ("device_account_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "video_groups_customer_name_key" ON "video_groups" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "video_groups_customer_created_idx" ON "video_groups" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "device_module_aliases_product_key" ON "device_module_aliases" USING btree (lower("product_id"));--> statement-breakpoint
CREATE INDEX "device_module_aliases_module_idx" ON "device_module_aliases" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_modules_key_key" ON "device_modules" USING btree (lower("key"));--> statement-breakpoint
CREATE UNIQUE INDEX "device_ui_urls_customer_name_key" ON "device_ui_urls" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "device_ui_urls_customer_default_key" ON "device_ui_urls" USING btree ("customer_id") WHERE "device_ui_urls"."is_default";--> statement-breakpoint
CREATE INDEX "device_ui_urls_customer_created_idx" ON "device_ui_urls" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "fuse_meetings_customer_name_key" ON "fuse_meetings" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fuse_meetings_customer_created_idx" ON "fuse_meetings" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "network_cameras_tenant_isolation" ON "network_cameras" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "device_groups_tenant_isolation" ON "device_groups" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "video_groups_tenant_isolation" ON "video_groups" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "device_ui_urls_tenant_isolation" ON "device_ui_urls" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "fuse_meetings_tenant_isolation" ON "fuse_meetings" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));