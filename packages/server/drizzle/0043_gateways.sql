CREATE TABLE "app_service_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"app_service_id" integer NOT NULL,
	"gateway_user_id" integer NOT NULL,
	"note" varchar(255),
	"audit_state" varchar(16) DEFAULT 'pending' NOT NULL,
	"audited_by" varchar(64),
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_service_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(32) NOT NULL,
	"gateway_id" integer NOT NULL,
	"description" varchar(255),
	"needs_approval" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_services_customer_id_key" UNIQUE("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "app_services" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "gateway_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"gateway_id" integer NOT NULL,
	"username" varchar(64) NOT NULL,
	"role" varchar(16) NOT NULL,
	"title" varchar(32),
	"avatar" varchar(255),
	"organisation" varchar(64),
	"audit_state" varchar(16) DEFAULT 'pending' NOT NULL,
	"audited_by" varchar(64),
	"audited_at" timestamp with time zone,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_users_customer_id_key" UNIQUE("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "gateway_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "gateways" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"ip" varchar(15) NOT NULL,
	"code_rule" varchar(8) DEFAULT 'totp6' NOT NULL,
	"setup_key" varchar(512) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"audit_binding" boolean DEFAULT false NOT NULL,
	"permissions" varchar(16)[] DEFAULT '{}'::varchar[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateways_customer_id_key" UNIQUE("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "gateways" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app_service_users" ADD CONSTRAINT "app_service_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_service_users" ADD CONSTRAINT "app_service_users_service_fk" FOREIGN KEY ("customer_id","app_service_id") REFERENCES "public"."app_services"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_service_users" ADD CONSTRAINT "app_service_users_user_fk" FOREIGN KEY ("customer_id","gateway_user_id") REFERENCES "public"."gateway_users"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_services" ADD CONSTRAINT "app_services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_services" ADD CONSTRAINT "app_services_gateway_fk" FOREIGN KEY ("customer_id","gateway_id") REFERENCES "public"."gateways"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_users" ADD CONSTRAINT "gateway_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_users" ADD CONSTRAINT "gateway_users_gateway_fk" FOREIGN KEY ("customer_id","gateway_id") REFERENCES "public"."gateways"("customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_service_users_service_user_key" ON "app_service_users" USING btree ("app_service_id","gateway_user_id");--> statement-breakpoint
CREATE INDEX "app_service_users_customer_created_idx" ON "app_service_users" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "app_service_users_customer_state_idx" ON "app_service_users" USING btree ("customer_id","audit_state","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "app_service_users_user_idx" ON "app_service_users" USING btree ("gateway_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_services_customer_code_key" ON "app_services" USING btree ("customer_id",lower("code"));--> statement-breakpoint
CREATE INDEX "app_services_customer_created_idx" ON "app_services" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "app_services_gateway_idx" ON "app_services" USING btree ("gateway_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_users_gateway_username_key" ON "gateway_users" USING btree ("gateway_id",lower("username"));--> statement-breakpoint
CREATE INDEX "gateway_users_customer_created_idx" ON "gateway_users" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gateway_users_customer_state_idx" ON "gateway_users" USING btree ("customer_id","audit_state","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "gateways_customer_name_key" ON "gateways" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "gateways_customer_created_idx" ON "gateways" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "app_service_users_tenant_isolation" ON "app_service_users" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "app_services_tenant_isolation" ON "app_services" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "gateway_users_tenant_isolation" ON "gateway_users" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "gateways_tenant_isolation" ON "gateways" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));