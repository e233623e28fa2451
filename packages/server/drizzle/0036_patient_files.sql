CREATE TABLE "patient_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"title" varchar(64) NOT NULL,
	"file" varchar(255) NOT NULL,
	"uploaded_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "patient_files" ADD CONSTRAINT "patient_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_files" ADD CONSTRAINT "patient_files_patient_fk" FOREIGN KEY ("customer_id","patient_id") REFERENCES "public"."patients"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_files_patient_created_idx" ON "patient_files" USING btree ("customer_id","patient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patient_files_customer_created_idx" ON "patient_files" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "patient_files_tenant_isolation" ON "patient_files" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));