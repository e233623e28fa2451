CREATE TABLE "visit_codes" (
	"visit_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code_hash" varchar(128) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "visit_codes_tenant_isolation" ON "visit_codes" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));