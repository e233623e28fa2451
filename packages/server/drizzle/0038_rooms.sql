CREATE TABLE "room_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"title" varchar(64) NOT NULL,
	"file" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"type" varchar(16) DEFAULT 'meeting' NOT NULL,
	"status" varchar(16) DEFAULT 'notStarted' NOT NULL,
	"entry_mode" varchar(16) DEFAULT 'invite' NOT NULL,
	"invite_code" varchar(8),
	"max_devices" integer NOT NULL,
	"device_account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"chairman_area" boolean DEFAULT false NOT NULL,
	"record" boolean DEFAULT false NOT NULL,
	"pip_status" boolean DEFAULT false NOT NULL,
	"pip_position" varchar(16) DEFAULT 'bottomRight' NOT NULL,
	"pip_source_id" integer,
	"layout" varchar(32),
	"layout_template_id" integer,
	"description" varchar(255),
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_customer_id_key" UNIQUE("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "rooms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "room_policy_chairman_area" varchar(16) DEFAULT 'optional' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "room_policy_record" varchar(16) DEFAULT 'optional' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "room_policy_pip_status" varchar(16) DEFAULT 'optional' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_files" ADD CONSTRAINT "room_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_files" ADD CONSTRAINT "room_files_room_fk" FOREIGN KEY ("customer_id","room_id") REFERENCES "public"."rooms"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_files_room_created_idx" ON "room_files" USING btree ("customer_id","room_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "room_files_customer_created_idx" ON "room_files" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_customer_name_key" ON "rooms" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_customer_invite_code_key" ON "rooms" USING btree ("customer_id","invite_code");--> statement-breakpoint
CREATE INDEX "rooms_customer_created_idx" ON "rooms" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rooms_customer_status_idx" ON "rooms" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "rooms_devices_idx" ON "rooms" USING gin ("device_account_ids");--> statement-breakpoint
CREATE POLICY "room_files_tenant_isolation" ON "room_files" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "rooms_tenant_isolation" ON "rooms" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));