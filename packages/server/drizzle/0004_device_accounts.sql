CREATE TABLE "device_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"account" varchar(20) NOT NULL,
	"name" varchar(64) NOT NULL,
	"screen_count" smallint DEFAULT 1 NOT NULL,
	"device_type" varchar(16) NOT NULL,
	"input_source_group" varchar(64),
	"default_mode" varchar(16) DEFAULT 'meeting' NOT NULL,
	"device_ui" varchar(255),
	"login_account" varchar(64) NOT NULL,
	"password" text NOT NULL,
	"parent_category" varchar(64),
	"description" varchar(500),
	"auto_join" boolean DEFAULT false NOT NULL,
	"mac_address" varchar(17),
	"avatar" varchar(255),
	"modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD CONSTRAINT "device_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_accounts_account_key" ON "device_accounts" USING btree ("account");--> statement-breakpoint
CREATE INDEX "device_accounts_customer_created_idx" ON "device_accounts" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "device_accounts_customer_online_idx" ON "device_accounts" USING btree ("customer_id","online");--> statement-breakpoint
CREATE POLICY "device_accounts_tenant_isolation" ON "device_accounts" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));