CREATE TABLE "visit_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"family_name" varchar(32) NOT NULL,
	"family_phone" varchar(32) NOT NULL,
	"relation" varchar(16) NOT NULL,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200),
	"decided_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_registrations_customer_id_key" UNIQUE("customer_id","id"),
	CONSTRAINT "visit_registrations_state_check" CHECK ("visit_registrations"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "visit_registrations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "visit_slots" (
	"customer_id" integer NOT NULL,
	"ward_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_slots_pkey" PRIMARY KEY("ward_id","starts_at"),
	CONSTRAINT "visit_slots_capacity_check" CHECK ("visit_slots"."booked" between 0 and "visit_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "visit_slots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"patient_name" varchar(32) NOT NULL,
	"ward_id" integer NOT NULL,
	"bed_id" integer NOT NULL,
	"family_name" varchar(32) NOT NULL,
	"visit_type" varchar(12) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" smallint NOT NULL,
	"overdue_seconds" smallint NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"state" varchar(12) DEFAULT 'nostart' NOT NULL,
	"reason" varchar(200),
	"code" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_state_check" CHECK ("visits"."state" in ('nostart', 'wait', 'doing', 'over', 'finished', 'cancel', 'exception'))
);
--> statement-breakpoint
ALTER TABLE "visits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ward_visiting" (
	"customer_id" integer NOT NULL,
	"ward_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ward_visiting" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "visit_registrations" ADD CONSTRAINT "visit_registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_registrations" ADD CONSTRAINT "visit_registrations_patient_fk" FOREIGN KEY ("customer_id","patient_id") REFERENCES "public"."patients"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_ward_fk" FOREIGN KEY ("customer_id","ward_id") REFERENCES "public"."wards"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_registration_fk" FOREIGN KEY ("customer_id","registration_id") REFERENCES "public"."visit_registrations"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_ward_fk" FOREIGN KEY ("customer_id","ward_id") REFERENCES "public"."wards"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_bed_fk" FOREIGN KEY ("customer_id","bed_id") REFERENCES "public"."beds"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ward_visiting" ADD CONSTRAINT "ward_visiting_ward_fk" FOREIGN KEY ("customer_id","ward_id") REFERENCES "public"."wards"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_registrations_customer_created_idx" ON "visit_registrations" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_registrations_patient_idx" ON "visit_registrations" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "visits_customer_starts_idx" ON "visits" USING btree ("customer_id","starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visits_bed_state_idx" ON "visits" USING btree ("bed_id","state");--> statement-breakpoint
CREATE POLICY "visit_registrations_tenant_isolation" ON "visit_registrations" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "visit_slots_tenant_isolation" ON "visit_slots" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "visits_tenant_isolation" ON "visits" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "ward_visiting_tenant_isolation" ON "ward_visiting" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));