CREATE TABLE "customer_menu_permissions" (
	"customer_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"menu_ids" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_menu_permissions_customer_id_application_id_pk" PRIMARY KEY("customer_id","application_id")
);
--> statement-breakpoint
ALTER TABLE "customer_menu_permissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "device_modules" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_menu_permissions" ADD CONSTRAINT "customer_menu_permissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_menu_permissions" ADD CONSTRAINT "customer_menu_permissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "customer_menu_permissions_tenant_isolation" ON "customer_menu_permissions" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));