CREATE TABLE "platform_wechat_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"original_id" varchar(32) NOT NULL,
	"app_id" varchar(32) NOT NULL,
	"app_secret" text NOT NULL,
	"app_secret_hint" varchar(16) NOT NULL,
	"token" text,
	"token_hint" varchar(16),
	"encoding_aes_key" text,
	"encoding_aes_key_hint" varchar(16),
	"type" varchar(16) DEFAULT 'service' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_wechat_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"template_id" varchar(64) NOT NULL,
	"type" varchar(32) NOT NULL,
	"params" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"original_id" varchar(32) NOT NULL,
	"app_id" varchar(32) NOT NULL,
	"app_secret" text NOT NULL,
	"app_secret_hint" varchar(16) NOT NULL,
	"token" text,
	"token_hint" varchar(16),
	"encoding_aes_key" text,
	"encoding_aes_key_hint" varchar(16),
	"type" varchar(16) DEFAULT 'service' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wechat_mini_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"app_id" varchar(32) NOT NULL,
	"app_secret" text NOT NULL,
	"app_secret_hint" varchar(16) NOT NULL,
	"original_id" varchar(32) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_mini_programs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wechat_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"template_id" varchar(64) NOT NULL,
	"type" varchar(32) NOT NULL,
	"params" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "platform_wechat_templates" ADD CONSTRAINT "platform_wechat_templates_account_id_platform_wechat_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_wechat_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_accounts" ADD CONSTRAINT "wechat_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_mini_programs" ADD CONSTRAINT "wechat_mini_programs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_templates" ADD CONSTRAINT "wechat_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_templates" ADD CONSTRAINT "wechat_templates_account_id_wechat_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wechat_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_wechat_accounts_app_id_key" ON "platform_wechat_accounts" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_wechat_templates_account_template_key" ON "platform_wechat_templates" USING btree ("account_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_accounts_customer_app_id_key" ON "wechat_accounts" USING btree ("customer_id","app_id");--> statement-breakpoint
CREATE INDEX "wechat_accounts_customer_created_idx" ON "wechat_accounts" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_mini_programs_customer_app_id_key" ON "wechat_mini_programs" USING btree ("customer_id","app_id");--> statement-breakpoint
CREATE INDEX "wechat_mini_programs_customer_created_idx" ON "wechat_mini_programs" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_templates_account_template_key" ON "wechat_templates" USING btree ("account_id","template_id");--> statement-breakpoint
CREATE INDEX "wechat_templates_customer_created_idx" ON "wechat_templates" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "wechat_accounts_tenant_isolation" ON "wechat_accounts" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "wechat_mini_programs_tenant_isolation" ON "wechat_mini_programs" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "wechat_templates_tenant_isolation" ON "wechat_templates" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));