CREATE TABLE "data_push_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"event" varchar(64) NOT NULL,
	"message_id" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_code" integer,
	"error" text,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_push_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "data_push_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"url" varchar(255) NOT NULL,
	"data_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"secret" text NOT NULL,
	"secret_hint" varchar(32) NOT NULL,
	"max_retries" integer DEFAULT 5 NOT NULL,
	"state" varchar(16) DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_push_targets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "visit_codes" (
	"visit_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code_hash" varchar(128) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "visit_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"event" varchar(32) NOT NULL,
	"registration_id" integer NOT NULL,
	"visit_id" integer,
	"phone" varchar(32) NOT NULL,
	"channel" varchar(16),
	"text" varchar(1000) NOT NULL,
	"state" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "data_push_deliveries" ADD CONSTRAINT "data_push_deliveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_push_deliveries" ADD CONSTRAINT "data_push_deliveries_target_id_data_push_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."data_push_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_push_targets" ADD CONSTRAINT "data_push_targets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_notices" ADD CONSTRAINT "visit_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_push_deliveries_customer_created_idx" ON "data_push_deliveries" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "data_push_deliveries_target_idx" ON "data_push_deliveries" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_push_targets_customer_name_key" ON "data_push_targets" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "data_push_targets_customer_created_idx" ON "data_push_targets" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visit_notices_customer_created_idx" ON "visit_notices" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visit_notices_registration_idx" ON "visit_notices" USING btree ("registration_id");--> statement-breakpoint
CREATE POLICY "data_push_deliveries_tenant_isolation" ON "data_push_deliveries" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "data_push_targets_tenant_isolation" ON "data_push_targets" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "visit_codes_tenant_isolation" ON "visit_codes" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "visit_notices_tenant_isolation" ON "visit_notices" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));