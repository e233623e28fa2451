CREATE TABLE "captchas" (
	"uuid" varchar(64) PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"account" varchar(32) NOT NULL,
	"max_room" integer DEFAULT -1 NOT NULL,
	"max_account" integer DEFAULT -1 NOT NULL,
	"apply_code" varchar(8),
	"phone" varchar(32),
	"email" varchar(128),
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" varchar(128) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(8) NOT NULL,
	"value" varchar(32) NOT NULL,
	"type" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"remarks" varchar(255),
	"permission_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"account" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" integer NOT NULL,
	"role_id" integer,
	"real_name" varchar(64),
	"nick_name" varchar(64),
	"avatar_url" varchar(255),
	"phone" varchar(32),
	"email" varchar(128),
	"remark" varchar(255),
	"init_pwd" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(32) NOT NULL,
	"name" varchar(32) NOT NULL,
	"english" varchar(64) NOT NULL,
	"alone_menu_manage" integer DEFAULT 0 NOT NULL,
	"app_id" varchar(64),
	"path" varchar(255),
	"icon" varchar(64),
	"signature" varchar(128),
	"app_type" varchar(16) DEFAULT 'system' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_applications" (
	"customer_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_applications_customer_id_application_id_pk" PRIMARY KEY("customer_id","application_id")
);
--> statement-breakpoint
ALTER TABLE "customer_applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_app_settings" (
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"default_app_key" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_app_settings_customer_id_user_id_pk" PRIMARY KEY("customer_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "user_app_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"app_key" varchar(32) NOT NULL,
	"name" varchar(32) NOT NULL,
	"english" varchar(64),
	"route_name" varchar(64),
	"path" varchar(255) NOT NULL,
	"group" varchar(32),
	"order" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"publish" integer DEFAULT 1 NOT NULL,
	"system" integer DEFAULT 0 NOT NULL,
	"show_to_bar" integer DEFAULT 1 NOT NULL,
	"show_by_role" varchar(8) DEFAULT 'ALL' NOT NULL,
	"limit" varchar(16) DEFAULT 'unlimited' NOT NULL,
	"icon" varchar(64),
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"affix" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"account" varchar(64),
	"action" varchar(32) NOT NULL,
	"resource" varchar(64) NOT NULL,
	"resource_id" varchar(64),
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_applications" ADD CONSTRAINT "customer_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_app_settings" ADD CONSTRAINT "user_app_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_app_settings" ADD CONSTRAINT "user_app_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_account_key" ON "customers" USING btree ("account");--> statement-breakpoint
CREATE INDEX "roles_customer_idx" ON "roles" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_key" ON "users" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_key_key" ON "applications" USING btree ("key");--> statement-breakpoint
CREATE INDEX "menus_app_idx" ON "menus" USING btree ("app_key","parent_id","order");--> statement-breakpoint
CREATE INDEX "user_logs_customer_time_idx" ON "user_logs" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_logs_time_idx" ON "user_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "customers_tenant_isolation" ON "customers" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible("customers"."id")) WITH CHECK (app_tenant_visible("customers"."id"));--> statement-breakpoint
CREATE POLICY "roles_tenant_isolation" ON "roles" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "users_tenant_isolation" ON "users" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "customer_applications_tenant_isolation" ON "customer_applications" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "user_app_settings_tenant_isolation" ON "user_app_settings" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "user_logs_tenant_isolation" ON "user_logs" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));