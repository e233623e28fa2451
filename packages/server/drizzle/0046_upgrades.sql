CREATE TABLE "terminal_versions" (
	"customer_id" integer NOT NULL,
	"device_account_id" integer NOT NULL,
	"board_type" varchar(32) NOT NULL,
	"version" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_versions_customer_id_device_account_id_pk" PRIMARY KEY("customer_id","device_account_id")
);
--> statement-breakpoint
ALTER TABLE "terminal_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "upgrade_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"app_name" varchar(64),
	"version" varchar(32) NOT NULL,
	"type" varchar(16) NOT NULL,
	"board_type" varchar(32) NOT NULL,
	"file" varchar(255) NOT NULL,
	"target_customer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"description" varchar(500),
	"state" varchar(20) DEFAULT 'awaitingApproval' NOT NULL,
	"file_kind" varchar(8) NOT NULL,
	"size" integer NOT NULL,
	"checksum" varchar(64) NOT NULL,
	"uploaded_by" varchar(64) NOT NULL,
	"approved_by" varchar(64),
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_packages_state_check" CHECK ("upgrade_packages"."state" in ('awaitingApproval', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "upgrade_pins" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_type" varchar(32) NOT NULL,
	"version" varchar(32) NOT NULL,
	"company_id" integer,
	"device_account_id" integer,
	"reason" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upgrade_rollout_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"rollout_id" integer NOT NULL,
	"device_account_id" integer NOT NULL,
	"wave" integer NOT NULL,
	"state" varchar(12) DEFAULT 'scheduled' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"from_version" varchar(32),
	"error" varchar(200),
	"command_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_rollout_targets_state_check" CHECK ("upgrade_rollout_targets"."state" in ('scheduled', 'deferred', 'sent', 'downloading', 'installing', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "upgrade_rollout_targets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "upgrade_rollouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"state" varchar(12) DEFAULT 'running' NOT NULL,
	"filter" jsonb NOT NULL,
	"first_wave_size" integer NOT NULL,
	"wave_size" integer NOT NULL,
	"success_threshold" integer NOT NULL,
	"error_threshold" integer NOT NULL,
	"current_wave" integer DEFAULT 1 NOT NULL,
	"wave_count" integer NOT NULL,
	"stop_reason" text,
	"created_by" varchar(64) NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_rollouts_state_check" CHECK ("upgrade_rollouts"."state" in ('running', 'paused', 'stopped', 'cancelled', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "terminal_versions" ADD CONSTRAINT "terminal_versions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_pins" ADD CONSTRAINT "upgrade_pins_company_id_customers_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_rollout_targets" ADD CONSTRAINT "upgrade_rollout_targets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_rollout_targets" ADD CONSTRAINT "upgrade_rollout_targets_rollout_id_upgrade_rollouts_id_fk" FOREIGN KEY ("rollout_id") REFERENCES "public"."upgrade_rollouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_rollouts" ADD CONSTRAINT "upgrade_rollouts_package_id_upgrade_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."upgrade_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terminal_versions_board_idx" ON "terminal_versions" USING btree (lower("board_type"),"version");--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_packages_type_board_version_key" ON "upgrade_packages" USING btree ("type",lower("board_type"),"version");--> statement-breakpoint
CREATE INDEX "upgrade_pins_board_idx" ON "upgrade_pins" USING btree (lower("board_type"));--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_rollout_targets_terminal_key" ON "upgrade_rollout_targets" USING btree ("rollout_id","customer_id","device_account_id");--> statement-breakpoint
CREATE INDEX "upgrade_rollout_targets_wave_idx" ON "upgrade_rollout_targets" USING btree ("rollout_id","wave","state");--> statement-breakpoint
CREATE INDEX "upgrade_rollouts_package_idx" ON "upgrade_rollouts" USING btree ("package_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "terminal_versions_tenant_isolation" ON "terminal_versions" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "upgrade_rollout_targets_tenant_isolation" ON "upgrade_rollout_targets" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));