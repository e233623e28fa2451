-- Edited by hand after drizzle-kit generate: drizzle cannot declare partitioning, so the table is
-- range-partitioned by day on "at" here (partitions: the vitals.partitions job, modules/vitals/partitions.ts).
CREATE TABLE "vital_samples" (
	"customer_id" integer NOT NULL,
	"bed_id" integer NOT NULL,
	"patient_id" integer,
	"device_account_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"heart_rate" real,
	"spo2" real,
	"systolic" real,
	"diastolic" real,
	"respiration" real,
	"temperature" real,
	"extra" jsonb
) PARTITION BY RANGE ("at");
--> statement-breakpoint
ALTER TABLE "vital_samples" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "vital_samples_bed_at_idx" ON "vital_samples" USING btree ("customer_id","bed_id","at");--> statement-breakpoint
CREATE INDEX "vital_samples_patient_at_idx" ON "vital_samples" USING btree ("customer_id","patient_id","at") WHERE "vital_samples"."patient_id" is not null;--> statement-breakpoint
CREATE POLICY "vital_samples_tenant_isolation" ON "vital_samples" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));