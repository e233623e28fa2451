CREATE TABLE "live_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"live_id" integer NOT NULL,
	"sender_kind" varchar(8) NOT NULL,
	"sender_id" integer NOT NULL,
	"sender_name" varchar(64) NOT NULL,
	"text" varchar(200) NOT NULL,
	"state" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" varchar(64),
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "live_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"live_id" integer NOT NULL,
	"title" varchar(64) NOT NULL,
	"file" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "live_viewers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"live_id" integer NOT NULL,
	"viewer_kind" varchar(8) NOT NULL,
	"viewer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"banned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_viewers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_files" ADD CONSTRAINT "live_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_files" ADD CONSTRAINT "live_files_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_messages_live_idx" ON "live_chat_messages" USING btree ("live_id","state","id");--> statement-breakpoint
CREATE INDEX "live_files_live_created_idx" ON "live_files" USING btree ("customer_id","live_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "live_viewers_key" ON "live_viewers" USING btree ("live_id","viewer_kind","viewer_id");--> statement-breakpoint
CREATE POLICY "live_chat_messages_tenant_isolation" ON "live_chat_messages" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "live_files_tenant_isolation" ON "live_files" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "live_viewers_tenant_isolation" ON "live_viewers" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));