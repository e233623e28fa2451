CREATE TABLE "data_push_field_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_push_field_policies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "data_push_targets" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "data_push_targets" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_push_field_policies" ADD CONSTRAINT "data_push_field_policies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_push_field_policies_customer_key" ON "data_push_field_policies" USING btree ("customer_id");--> statement-breakpoint
CREATE POLICY "data_push_field_policies_tenant_isolation" ON "data_push_field_policies" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));