CREATE TABLE "live_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"live_id" integer NOT NULL,
	"session_id" integer,
	"path" text NOT NULL,
	"state" varchar(16) DEFAULT 'recording' NOT NULL,
	"reason" varchar(32),
	"detail" varchar(255),
	"size" bigint,
	"progress" integer,
	"category_id" integer,
	"vod_video_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_recordings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "live_recordings" ADD CONSTRAINT "live_recordings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_recordings" ADD CONSTRAINT "live_recordings_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_recordings" ADD CONSTRAINT "live_recordings_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_recordings_path_key" ON "live_recordings" USING btree ("path");--> statement-breakpoint
CREATE INDEX "live_recordings_live_idx" ON "live_recordings" USING btree ("live_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_recordings_state_idx" ON "live_recordings" USING btree ("state");--> statement-breakpoint
CREATE POLICY "live_recordings_tenant_isolation" ON "live_recordings" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));