CREATE TABLE "ward_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"device_account_id" integer,
	"type" varchar(24) NOT NULL,
	"ward_id" integer NOT NULL,
	"bed_id" integer,
	"role" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ward_devices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ward_devices" ADD CONSTRAINT "ward_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ward_devices" ADD CONSTRAINT "ward_devices_ward_fk" FOREIGN KEY ("customer_id","ward_id") REFERENCES "public"."wards"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ward_devices" ADD CONSTRAINT "ward_devices_bed_fk" FOREIGN KEY ("customer_id","bed_id") REFERENCES "public"."beds"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ward_devices_ward_terminal_key" ON "ward_devices" USING btree ("customer_id","ward_id","device_account_id");--> statement-breakpoint
CREATE INDEX "ward_devices_customer_created_idx" ON "ward_devices" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ward_devices_ward_idx" ON "ward_devices" USING btree ("ward_id","role");--> statement-breakpoint
CREATE INDEX "ward_devices_bed_idx" ON "ward_devices" USING btree ("bed_id");--> statement-breakpoint
CREATE POLICY "ward_devices_tenant_isolation" ON "ward_devices" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));