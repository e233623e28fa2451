CREATE TABLE "qc_statistics_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"ward_id" integer,
	"range_from" timestamp with time zone NOT NULL,
	"range_to" timestamp with time zone NOT NULL,
	"state" varchar(12) DEFAULT 'counting' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qc_statistics_tasks_state_check" CHECK ("qc_statistics_tasks"."state" in ('counting', 'complete', 'failed')),
	CONSTRAINT "qc_statistics_tasks_range_check" CHECK ("qc_statistics_tasks"."range_to" > "qc_statistics_tasks"."range_from")
);
--> statement-breakpoint
ALTER TABLE "qc_statistics_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "qc_statistics_tasks" ADD CONSTRAINT "qc_statistics_tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qc_statistics_tasks_customer_created_idx" ON "qc_statistics_tasks" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "qc_statistics_tasks_tenant_isolation" ON "qc_statistics_tasks" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));