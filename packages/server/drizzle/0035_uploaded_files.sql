CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_name_key" ON "uploaded_files" USING btree ("name");--> statement-breakpoint
CREATE INDEX "uploaded_files_customer_idx" ON "uploaded_files" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_created_idx" ON "uploaded_files" USING btree ("created_at");--> statement-breakpoint
CREATE POLICY "uploaded_files_tenant_isolation" ON "uploaded_files" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));