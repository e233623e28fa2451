CREATE TABLE "school_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"question" varchar(500) NOT NULL,
	"questioner" varchar(32) NOT NULL,
	"state" varchar(16) DEFAULT 'open' NOT NULL,
	"answer" varchar(2000),
	"answered_by" varchar(64),
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "school_questions" ADD CONSTRAINT "school_questions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_questions_customer_created_idx" ON "school_questions" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "school_questions_customer_state_idx" ON "school_questions" USING btree ("customer_id","state","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "school_questions_tenant_isolation" ON "school_questions" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));