CREATE TABLE "beds" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"ward_id" integer NOT NULL,
	"number" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(30) NOT NULL,
	"map_x" smallint,
	"map_y" smallint,
	"device_account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beds_customer_id_key" UNIQUE("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "beds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32),
	"address" varchar(255),
	"phone" varchar(32),
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_customer_id_key" UNIQUE("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "branches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "collection_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"serial_number" varchar(64) NOT NULL,
	"ward_id" integer NOT NULL,
	"bed_id" integer,
	"ip_address" varchar(253),
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_boxes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"sex" varchar(8) NOT NULL,
	"age" smallint NOT NULL,
	"id_card" varchar(18),
	"phone" varchar(32),
	"hospital_number" varchar(32) NOT NULL,
	"visit_allowed" boolean DEFAULT true NOT NULL,
	"status" varchar(12) DEFAULT 'waiting' NOT NULL,
	"bed_id" integer,
	"admitted_at" timestamp with time zone,
	"discharged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_customer_id_key" UNIQUE("customer_id","id"),
	CONSTRAINT "patients_status_check" CHECK ("patients"."status" in ('waiting', 'admitted', 'discharged')),
	CONSTRAINT "patients_bed_when_admitted_check" CHECK (("patients"."status" = 'admitted') = ("patients"."bed_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "patients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32) NOT NULL,
	"branch_id" integer,
	"floor" varchar(32),
	"bed_count" smallint DEFAULT 0 NOT NULL,
	"nurse_station_account_id" integer,
	"visit_minutes" smallint DEFAULT 30 NOT NULL,
	"overdue_seconds" smallint DEFAULT 60 NOT NULL,
	"recording" boolean DEFAULT false NOT NULL,
	"booking_days" smallint DEFAULT 7 NOT NULL,
	"map_url" varchar(512),
	"admin_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"duty_doctor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wards_customer_id_key" UNIQUE("customer_id","id"),
	CONSTRAINT "wards_visit_minutes_check" CHECK ("wards"."visit_minutes" between 1 and 100),
	CONSTRAINT "wards_overdue_seconds_check" CHECK ("wards"."overdue_seconds" between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "wards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "beds" ADD CONSTRAINT "beds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beds" ADD CONSTRAINT "beds_ward_fk" FOREIGN KEY ("customer_id","ward_id") REFERENCES "public"."wards"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_boxes" ADD CONSTRAINT "collection_boxes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_boxes" ADD CONSTRAINT "collection_boxes_ward_fk" FOREIGN KEY ("customer_id","ward_id") REFERENCES "public"."wards"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_boxes" ADD CONSTRAINT "collection_boxes_bed_fk" FOREIGN KEY ("customer_id","bed_id") REFERENCES "public"."beds"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_bed_fk" FOREIGN KEY ("customer_id","bed_id") REFERENCES "public"."beds"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wards" ADD CONSTRAINT "wards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beds_ward_number_key" ON "beds" USING btree ("customer_id","ward_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "beds_customer_code_key" ON "beds" USING btree ("customer_id",lower("code"));--> statement-breakpoint
CREATE INDEX "beds_ward_idx" ON "beds" USING btree ("ward_id");--> statement-breakpoint
CREATE INDEX "beds_devices_idx" ON "beds" USING gin ("device_account_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_customer_name_key" ON "branches" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "branches_customer_code_key" ON "branches" USING btree ("customer_id",lower("code"));--> statement-breakpoint
CREATE INDEX "branches_customer_created_idx" ON "branches" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "collection_boxes_customer_serial_key" ON "collection_boxes" USING btree ("customer_id",lower("serial_number"));--> statement-breakpoint
CREATE INDEX "collection_boxes_customer_created_idx" ON "collection_boxes" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collection_boxes_ward_idx" ON "collection_boxes" USING btree ("ward_id");--> statement-breakpoint
CREATE INDEX "collection_boxes_bed_idx" ON "collection_boxes" USING btree ("bed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_bed_admitted_key" ON "patients" USING btree ("customer_id","bed_id") WHERE "patients"."bed_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_customer_hospital_number_key" ON "patients" USING btree ("customer_id",lower("hospital_number"));--> statement-breakpoint
CREATE INDEX "patients_customer_created_idx" ON "patients" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patients_customer_status_idx" ON "patients" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wards_customer_name_key" ON "wards" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "wards_customer_code_key" ON "wards" USING btree ("customer_id",lower("code"));--> statement-breakpoint
CREATE INDEX "wards_customer_created_idx" ON "wards" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wards_branch_idx" ON "wards" USING btree ("customer_id","branch_id");--> statement-breakpoint
CREATE POLICY "beds_tenant_isolation" ON "beds" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "branches_tenant_isolation" ON "branches" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "collection_boxes_tenant_isolation" ON "collection_boxes" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "patients_tenant_isolation" ON "patients" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "wards_tenant_isolation" ON "wards" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));