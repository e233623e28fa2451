CREATE TABLE "terminal_stream_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"video_source_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terminal_stream_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "terminal_stream_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"tiles_per_page" smallint DEFAULT 4 NOT NULL,
	"rotation_seconds" integer,
	"stream" varchar(8) DEFAULT 'main' NOT NULL,
	"show_offline" boolean DEFAULT true NOT NULL,
	"address_template" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terminal_stream_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "terminal_stream_terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"device_account_id" integer NOT NULL,
	"monitored" boolean DEFAULT true NOT NULL,
	"video_source_id" integer,
	"stream_address" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terminal_stream_terminals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "terminal_stream_groups" ADD CONSTRAINT "terminal_stream_groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_stream_settings" ADD CONSTRAINT "terminal_stream_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_stream_terminals" ADD CONSTRAINT "terminal_stream_terminals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_stream_terminals" ADD CONSTRAINT "terminal_stream_terminals_device_account_fk" FOREIGN KEY ("customer_id","device_account_id") REFERENCES "public"."device_accounts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_stream_groups_customer_name_key" ON "terminal_stream_groups" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "terminal_stream_groups_customer_sort_idx" ON "terminal_stream_groups" USING btree ("customer_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_stream_settings_customer_key" ON "terminal_stream_settings" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_stream_terminals_account_key" ON "terminal_stream_terminals" USING btree ("customer_id","device_account_id");--> statement-breakpoint
CREATE POLICY "terminal_stream_groups_tenant_isolation" ON "terminal_stream_groups" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "terminal_stream_settings_tenant_isolation" ON "terminal_stream_settings" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "terminal_stream_terminals_tenant_isolation" ON "terminal_stream_terminals" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));