CREATE TABLE "alarm_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"alarm_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" varchar(64),
	"level" varchar(8),
	"value" double precision,
	"note" varchar(255),
	CONSTRAINT "alarm_events_kind_check" CHECK ("alarm_events"."kind" in ('raised', 'upgraded', 'acknowledged', 'silenced', 'unsilenced', 'escalated', 'cleared', 'audited'))
);
--> statement-breakpoint
ALTER TABLE "alarm_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"ward_id" integer NOT NULL,
	"bed_id" integer NOT NULL,
	"patient_id" integer,
	"indicator_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"level" varchar(8) NOT NULL,
	"state" varchar(12) DEFAULT 'active' NOT NULL,
	"value" double precision NOT NULL,
	"last_value" double precision NOT NULL,
	"ongoing" boolean DEFAULT true NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" varchar(64),
	"silenced_until" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	"audit" varchar(12),
	"audit_reason" varchar(255),
	"audited_at" timestamp with time zone,
	"audited_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alarms_customer_id_key" UNIQUE("customer_id","id"),
	CONSTRAINT "alarms_level_check" CHECK ("alarms"."level" in ('warning', 'alarm')),
	CONSTRAINT "alarms_state_check" CHECK ("alarms"."state" in ('active', 'acknowledged', 'silenced', 'cleared')),
	CONSTRAINT "alarms_audit_check" CHECK ("alarms"."audit" is null or "alarms"."audit" in ('confirmed', 'false'))
);
--> statement-breakpoint
ALTER TABLE "alarms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "alarm_events" ADD CONSTRAINT "alarm_events_alarm_fk" FOREIGN KEY ("customer_id","alarm_id") REFERENCES "public"."alarms"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_ward_fk" FOREIGN KEY ("customer_id","ward_id") REFERENCES "public"."wards"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_bed_fk" FOREIGN KEY ("customer_id","bed_id") REFERENCES "public"."beds"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_indicator_fk" FOREIGN KEY ("customer_id","indicator_id") REFERENCES "public"."monitoring_indicators"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_events_alarm_idx" ON "alarm_events" USING btree ("customer_id","alarm_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_open_key" ON "alarms" USING btree ("customer_id","bed_id","indicator_id") WHERE "alarms"."state" <> 'cleared';--> statement-breakpoint
CREATE INDEX "alarms_ward_open_idx" ON "alarms" USING btree ("customer_id","ward_id","raised_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "alarms"."state" <> 'cleared';--> statement-breakpoint
CREATE INDEX "alarms_ward_raised_idx" ON "alarms" USING btree ("customer_id","ward_id","raised_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarms_bed_raised_idx" ON "alarms" USING btree ("customer_id","bed_id","raised_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarms_customer_raised_idx" ON "alarms" USING btree ("customer_id","raised_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarms_indicator_idx" ON "alarms" USING btree ("indicator_id");--> statement-breakpoint
CREATE POLICY "alarm_events_tenant_isolation" ON "alarm_events" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "alarms_tenant_isolation" ON "alarms" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));