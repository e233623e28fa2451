CREATE TABLE "collaboration_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(64) NOT NULL,
	"patient_name" varchar(64),
	"department" varchar(64),
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration" integer,
	"joined" text[] DEFAULT '{}'::text[] NOT NULL,
	"invited" text[] DEFAULT '{}'::text[] NOT NULL,
	"participants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaboration_records_session_key" UNIQUE("customer_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "collaboration_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "collaboration_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(64) NOT NULL,
	"state" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"planned_minutes" integer DEFAULT 60 NOT NULL,
	"department" varchar(64),
	"host_id" integer,
	"patient_id" integer,
	"patient_name" varchar(64),
	"hospital_number" varchar(32),
	"requesting_hospital" varchar(64),
	"requesting_device_id" integer,
	"consulted_hospital" varchar(64),
	"source_device_id" integer,
	"record" boolean DEFAULT false NOT NULL,
	"device_account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"doctor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"consent_note" varchar(1000),
	"description" varchar(500),
	"room_id" integer,
	"live_id" integer,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaboration_sessions_customer_id_key" UNIQUE("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "collaboration_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "collaboration_records" ADD CONSTRAINT "collaboration_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_records" ADD CONSTRAINT "collaboration_records_session_fk" FOREIGN KEY ("customer_id","session_id") REFERENCES "public"."collaboration_sessions"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_sessions" ADD CONSTRAINT "collaboration_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaboration_records_kind_started_idx" ON "collaboration_records" USING btree ("customer_id","kind","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collaboration_records_customer_started_idx" ON "collaboration_records" USING btree ("customer_id","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collaboration_sessions_kind_scheduled_idx" ON "collaboration_sessions" USING btree ("customer_id","kind","scheduled_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collaboration_sessions_customer_created_idx" ON "collaboration_sessions" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "collaboration_sessions_devices_idx" ON "collaboration_sessions" USING gin ("device_account_ids");--> statement-breakpoint
CREATE POLICY "collaboration_records_tenant_isolation" ON "collaboration_records" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "collaboration_sessions_tenant_isolation" ON "collaboration_sessions" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));