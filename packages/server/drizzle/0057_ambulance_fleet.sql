CREATE TABLE "ambulance_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"target" varchar(16) NOT NULL,
	"name" varchar(32) NOT NULL,
	"type" varchar(16) NOT NULL,
	"options" varchar(64)[] DEFAULT '{}'::varchar[] NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambulance_attributes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ambulance_cameras" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"position" varchar(16) DEFAULT 'cabin' NOT NULL,
	"stream_url" varchar(512) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambulance_cameras" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ambulance_geofence_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"device_account_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambulance_geofence_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ambulance_hospitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"address" varchar(200) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"departments" varchar(64)[] DEFAULT '{}'::varchar[] NOT NULL,
	"contact_name" varchar(32),
	"contact_phone" varchar(32),
	"geofence_radius" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambulance_hospitals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ambulance_medical_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"model" varchar(64) NOT NULL,
	"serial" varchar(64) NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"onboarded_at" timestamp with time zone,
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambulance_medical_devices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ambulance_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"device_account_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"speed" real,
	"heading" real,
	"heart_rate" real,
	"spo2" real,
	"systolic" real,
	"diastolic" real,
	"respiration" real,
	"temperature" real,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambulance_positions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ambulance_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"plate" varchar(16) NOT NULL,
	"device_account_id" integer NOT NULL,
	"vehicle_model" varchar(64),
	"station" varchar(64),
	"crew" varchar(64)[] DEFAULT '{}'::varchar[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambulance_vehicles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ambulance_attributes" ADD CONSTRAINT "ambulance_attributes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_cameras" ADD CONSTRAINT "ambulance_cameras_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_cameras" ADD CONSTRAINT "ambulance_cameras_vehicle_id_ambulance_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."ambulance_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_geofence_events" ADD CONSTRAINT "ambulance_geofence_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_geofence_events" ADD CONSTRAINT "ambulance_geofence_events_hospital_id_ambulance_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."ambulance_hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_hospitals" ADD CONSTRAINT "ambulance_hospitals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_medical_devices" ADD CONSTRAINT "ambulance_medical_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_medical_devices" ADD CONSTRAINT "ambulance_medical_devices_vehicle_id_ambulance_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."ambulance_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_positions" ADD CONSTRAINT "ambulance_positions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_vehicles" ADD CONSTRAINT "ambulance_vehicles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_vehicles" ADD CONSTRAINT "ambulance_vehicles_account_fk" FOREIGN KEY ("customer_id","device_account_id") REFERENCES "public"."device_accounts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_attributes_customer_target_name_key" ON "ambulance_attributes" USING btree ("customer_id","target",lower("name"));--> statement-breakpoint
CREATE INDEX "ambulance_cameras_vehicle_idx" ON "ambulance_cameras" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "ambulance_geofence_events_customer_at_idx" ON "ambulance_geofence_events" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "ambulance_geofence_events_device_at_idx" ON "ambulance_geofence_events" USING btree ("customer_id","device_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_hospitals_customer_name_key" ON "ambulance_hospitals" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ambulance_hospitals_customer_created_idx" ON "ambulance_hospitals" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_medical_devices_customer_serial_key" ON "ambulance_medical_devices" USING btree ("customer_id",lower("serial"));--> statement-breakpoint
CREATE INDEX "ambulance_medical_devices_vehicle_idx" ON "ambulance_medical_devices" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "ambulance_positions_device_at_idx" ON "ambulance_positions" USING btree ("customer_id","device_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ambulance_positions_at_idx" ON "ambulance_positions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_vehicles_account_key" ON "ambulance_vehicles" USING btree ("device_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_vehicles_customer_plate_key" ON "ambulance_vehicles" USING btree ("customer_id",upper("plate"));--> statement-breakpoint
CREATE POLICY "ambulance_attributes_tenant_isolation" ON "ambulance_attributes" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "ambulance_cameras_tenant_isolation" ON "ambulance_cameras" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "ambulance_geofence_events_tenant_isolation" ON "ambulance_geofence_events" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "ambulance_hospitals_tenant_isolation" ON "ambulance_hospitals" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "ambulance_medical_devices_tenant_isolation" ON "ambulance_medical_devices" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "ambulance_positions_tenant_isolation" ON "ambulance_positions" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "ambulance_vehicles_tenant_isolation" ON "ambulance_vehicles" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));