CREATE TABLE "live_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"live_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(16),
	"publisher_address" text
);
--> statement-breakpoint
ALTER TABLE "live_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lives" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"starts_at" timestamp with time zone,
	"description" varchar(500),
	"record" boolean DEFAULT false NOT NULL,
	"check_in" boolean DEFAULT false NOT NULL,
	"danmaku_audit" boolean DEFAULT false NOT NULL,
	"device_account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" varchar(16) DEFAULT 'notStarted' NOT NULL,
	"invite_code" varchar(8) NOT NULL,
	"play_name" varchar(32) NOT NULL,
	"stream_key" varchar(64) NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lives" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_sessions_live_idx" ON "live_sessions" USING btree ("live_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "lives_customer_name_key" ON "lives" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "lives_play_name_key" ON "lives" USING btree ("play_name");--> statement-breakpoint
CREATE INDEX "lives_customer_created_idx" ON "lives" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lives_customer_status_idx" ON "lives" USING btree ("customer_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "live_sessions_tenant_isolation" ON "live_sessions" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "lives_tenant_isolation" ON "lives" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));