CREATE TABLE "call_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"device_account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"chairman_id" integer,
	"allow_call_all" boolean DEFAULT false NOT NULL,
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "call_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"caller_id" integer NOT NULL,
	"callee_id" integer NOT NULL,
	"group_id" integer,
	"state" varchar(16) DEFAULT 'calling' NOT NULL,
	"apply_time" timestamp with time zone NOT NULL,
	"answer_time" timestamp with time zone,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"duration" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "chat_phrases" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"content" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_phrases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "call_groups" ADD CONSTRAINT "call_groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_phrases" ADD CONSTRAINT "chat_phrases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_groups_customer_name_key" ON "call_groups" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "call_groups_customer_created_idx" ON "call_groups" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_groups_members_idx" ON "call_groups" USING gin ("device_account_ids");--> statement-breakpoint
CREATE INDEX "call_logs_customer_apply_idx" ON "call_logs" USING btree ("customer_id","apply_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_logs_caller_idx" ON "call_logs" USING btree ("caller_id","apply_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_logs_callee_idx" ON "call_logs" USING btree ("callee_id","apply_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "call_logs_live_idx" ON "call_logs" USING btree ("customer_id") WHERE "call_logs"."state" in ('calling', 'accepted', 'start');--> statement-breakpoint
CREATE UNIQUE INDEX "chat_phrases_customer_content_key" ON "chat_phrases" USING btree ("customer_id","content");--> statement-breakpoint
CREATE INDEX "chat_phrases_customer_sort_idx" ON "chat_phrases" USING btree ("customer_id","sort","id");--> statement-breakpoint
CREATE POLICY "call_groups_tenant_isolation" ON "call_groups" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "call_logs_tenant_isolation" ON "call_logs" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "chat_phrases_tenant_isolation" ON "chat_phrases" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));