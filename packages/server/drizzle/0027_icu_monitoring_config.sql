CREATE TABLE "critical_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"device_account_id" integer,
	"type" varchar(24) NOT NULL,
	"ward_id" integer NOT NULL,
	"bed_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "critical_devices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "indicator_thresholds" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	"ward_id" integer NOT NULL,
	"bed_id" integer,
	"alarm_low" double precision,
	"warning_low" double precision,
	"warning_high" double precision,
	"alarm_high" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicator_thresholds_key" UNIQUE NULLS NOT DISTINCT("customer_id","indicator_id","ward_id","bed_id")
);
--> statement-breakpoint
ALTER TABLE "indicator_thresholds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "monitor_scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"subject" varchar(8) NOT NULL,
	"subject_id" integer NOT NULL,
	"ward_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"bed_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitor_scopes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "monitoring_indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(32) NOT NULL,
	"unit" varchar(16),
	"decimals" smallint DEFAULT 0 NOT NULL,
	"alarm_low" double precision,
	"warning_low" double precision,
	"warning_high" double precision,
	"alarm_high" double precision,
	"persistence_seconds" smallint DEFAULT 10 NOT NULL,
	"escalation_minutes" smallint DEFAULT 5 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_indicators_customer_id_key" UNIQUE("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "monitoring_indicators" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "critical_devices" ADD CONSTRAINT "critical_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critical_devices" ADD CONSTRAINT "critical_devices_ward_fk" FOREIGN KEY ("customer_id","ward_id") REFERENCES "public"."wards"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "critical_devices" ADD CONSTRAINT "critical_devices_bed_fk" FOREIGN KEY ("customer_id","bed_id") REFERENCES "public"."beds"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_thresholds" ADD CONSTRAINT "indicator_thresholds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_thresholds" ADD CONSTRAINT "indicator_thresholds_indicator_fk" FOREIGN KEY ("customer_id","indicator_id") REFERENCES "public"."monitoring_indicators"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_thresholds" ADD CONSTRAINT "indicator_thresholds_ward_fk" FOREIGN KEY ("customer_id","ward_id") REFERENCES "public"."wards"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_thresholds" ADD CONSTRAINT "indicator_thresholds_bed_fk" FOREIGN KEY ("customer_id","bed_id") REFERENCES "public"."beds"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_scopes" ADD CONSTRAINT "monitor_scopes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_indicators" ADD CONSTRAINT "monitoring_indicators_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "critical_devices_account_key" ON "critical_devices" USING btree ("customer_id","device_account_id");--> statement-breakpoint
CREATE INDEX "critical_devices_customer_created_idx" ON "critical_devices" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "critical_devices_ward_idx" ON "critical_devices" USING btree ("ward_id");--> statement-breakpoint
CREATE INDEX "critical_devices_bed_idx" ON "critical_devices" USING btree ("bed_id");--> statement-breakpoint
CREATE INDEX "indicator_thresholds_ward_idx" ON "indicator_thresholds" USING btree ("ward_id","bed_id");--> statement-breakpoint
CREATE INDEX "indicator_thresholds_bed_idx" ON "indicator_thresholds" USING btree ("bed_id");--> statement-breakpoint
CREATE INDEX "indicator_thresholds_customer_created_idx" ON "indicator_thresholds" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_scopes_subject_key" ON "monitor_scopes" USING btree ("customer_id","subject","subject_id");--> statement-breakpoint
CREATE INDEX "monitor_scopes_customer_created_idx" ON "monitor_scopes" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "monitor_scopes_wards_idx" ON "monitor_scopes" USING gin ("ward_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_indicators_customer_code_key" ON "monitoring_indicators" USING btree ("customer_id",lower("code"));--> statement-breakpoint
CREATE INDEX "monitoring_indicators_customer_sort_idx" ON "monitoring_indicators" USING btree ("customer_id","sort","id");--> statement-breakpoint
CREATE POLICY "critical_devices_tenant_isolation" ON "critical_devices" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "indicator_thresholds_tenant_isolation" ON "indicator_thresholds" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "monitor_scopes_tenant_isolation" ON "monitor_scopes" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "monitoring_indicators_tenant_isolation" ON "monitoring_indicators" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));