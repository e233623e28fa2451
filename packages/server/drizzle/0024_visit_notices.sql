CREATE TABLE "visit_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"event" varchar(32) NOT NULL,
	"registration_id" integer NOT NULL,
	"visit_id" integer,
	"phone" varchar(32) NOT NULL,
	"channel" varchar(16),
	"text" varchar(1000) NOT NULL,
	"state" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "visit_notices" ADD CONSTRAINT "visit_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_notices_customer_created_idx" ON "visit_notices" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visit_notices_registration_idx" ON "visit_notices" USING btree ("registration_id");--> statement-breakpoint
CREATE POLICY "visit_notices_tenant_isolation" ON "visit_notices" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));