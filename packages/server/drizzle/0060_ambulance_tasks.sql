CREATE TABLE "ambulance_task_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_state" varchar(16) NOT NULL,
	"to_state" varchar(16) NOT NULL,
	"by" varchar(16) NOT NULL,
	"actor" varchar(64),
	"reason" varchar(200),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambulance_task_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ambulance_task_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"eta_seconds" integer,
	"eta_at" timestamp with time zone,
	"summary" varchar(1000) NOT NULL,
	"mail" varchar(8) NOT NULL,
	"mail_to" varchar(128),
	"mail_error" varchar(500),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambulance_task_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ambulance_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"number" varchar(20) NOT NULL,
	"state" varchar(16) DEFAULT 'created' NOT NULL,
	"priority" varchar(16) DEFAULT 'urgent' NOT NULL,
	"caller_name" varchar(32) NOT NULL,
	"caller_phone" varchar(32) NOT NULL,
	"address" varchar(200) NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"complaint" varchar(500) NOT NULL,
	"patient_name" varchar(32),
	"patient_sex" varchar(8),
	"patient_age" smallint,
	"vehicle_id" integer,
	"hospital_id" integer,
	"notes" varchar(500),
	"dispatched_at" timestamp with time zone,
	"en_route_at" timestamp with time zone,
	"on_scene_at" timestamp with time zone,
	"transporting_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambulance_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ambulance_hospitals" ADD COLUMN "contact_email" varchar(128);--> statement-breakpoint
ALTER TABLE "ambulance_task_events" ADD CONSTRAINT "ambulance_task_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_task_events" ADD CONSTRAINT "ambulance_task_events_task_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ambulance_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_task_notices" ADD CONSTRAINT "ambulance_task_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_task_notices" ADD CONSTRAINT "ambulance_task_notices_task_id_ambulance_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ambulance_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_tasks" ADD CONSTRAINT "ambulance_tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_tasks" ADD CONSTRAINT "ambulance_tasks_vehicle_id_ambulance_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."ambulance_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_tasks" ADD CONSTRAINT "ambulance_tasks_hospital_id_ambulance_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."ambulance_hospitals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambulance_task_events_task_idx" ON "ambulance_task_events" USING btree ("customer_id","task_id","created_at");--> statement-breakpoint
CREATE INDEX "ambulance_task_notices_task_idx" ON "ambulance_task_notices" USING btree ("customer_id","task_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_tasks_customer_number_key" ON "ambulance_tasks" USING btree ("customer_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_tasks_vehicle_open_key" ON "ambulance_tasks" USING btree ("customer_id","vehicle_id") WHERE "ambulance_tasks"."vehicle_id" is not null and "ambulance_tasks"."state" in ('created', 'dispatched', 'enRoute', 'onScene', 'transporting', 'arrived');--> statement-breakpoint
CREATE INDEX "ambulance_tasks_customer_created_idx" ON "ambulance_tasks" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "ambulance_task_events_tenant_isolation" ON "ambulance_task_events" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "ambulance_task_notices_tenant_isolation" ON "ambulance_task_notices" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "ambulance_tasks_tenant_isolation" ON "ambulance_tasks" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));