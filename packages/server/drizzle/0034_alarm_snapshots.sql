CREATE TABLE "alarm_snapshots" (
	"customer_id" integer NOT NULL,
	"alarm_id" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"camera_id" integer NOT NULL,
	"jpeg" "bytea" NOT NULL,
	CONSTRAINT "alarm_snapshots_pkey" PRIMARY KEY("customer_id","alarm_id")
);
--> statement-breakpoint
ALTER TABLE "alarm_snapshots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "snapshot_status" varchar(12);--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "snapshot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "snapshot_error" varchar(64);--> statement-breakpoint
ALTER TABLE "alarm_snapshots" ADD CONSTRAINT "alarm_snapshots_alarm_fk" FOREIGN KEY ("customer_id","alarm_id") REFERENCES "public"."alarms"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_snapshot_status_check" CHECK ("alarms"."snapshot_status" is null or "alarms"."snapshot_status" in ('taken', 'failed', 'noCamera'));--> statement-breakpoint
CREATE POLICY "alarm_snapshots_tenant_isolation" ON "alarm_snapshots" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));