CREATE TABLE "care_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"bed_id" integer,
	"kind" varchar(12) DEFAULT 'nursing' NOT NULL,
	"text" varchar(2000) NOT NULL,
	"author" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "care_notes" ADD CONSTRAINT "care_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_notes" ADD CONSTRAINT "care_notes_patient_fk" FOREIGN KEY ("customer_id","patient_id") REFERENCES "public"."patients"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_notes_patient_created_idx" ON "care_notes" USING btree ("customer_id","patient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "care_notes_customer_created_idx" ON "care_notes" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "care_notes_tenant_isolation" ON "care_notes" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));