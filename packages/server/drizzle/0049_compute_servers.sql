CREATE TABLE "compute_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"device_account_id" integer NOT NULL,
	"sn" varchar(64) NOT NULL,
	"mac_address" varchar(17) NOT NULL,
	"max_payload" integer NOT NULL,
	"description" varchar(500),
	"enabled" boolean DEFAULT true NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"current_load" integer DEFAULT 0 NOT NULL,
	"gpu_percent" real,
	"cpu_percent" real,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compute_servers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "compute_servers" ADD CONSTRAINT "compute_servers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compute_servers" ADD CONSTRAINT "compute_servers_account_fk" FOREIGN KEY ("customer_id","device_account_id") REFERENCES "public"."device_accounts"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compute_servers_account_key" ON "compute_servers" USING btree ("device_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "compute_servers_customer_sn_key" ON "compute_servers" USING btree ("customer_id",lower("sn"));--> statement-breakpoint
CREATE INDEX "compute_servers_customer_created_idx" ON "compute_servers" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "compute_servers_tenant_isolation" ON "compute_servers" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));