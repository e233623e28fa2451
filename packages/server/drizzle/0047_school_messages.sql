CREATE TABLE "school_message_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"device_account_id" integer NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_message_receipts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "school_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"title" varchar(64) NOT NULL,
	"type" varchar(16) DEFAULT 'notice' NOT NULL,
	"content" varchar(2000) NOT NULL,
	"group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"device_account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"send_at" timestamp with time zone,
	"state" varchar(16) DEFAULT 'sending' NOT NULL,
	"sent_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_messages_customer_id_key" UNIQUE("customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "school_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "school_message_receipts" ADD CONSTRAINT "school_message_receipts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_message_receipts" ADD CONSTRAINT "school_message_receipts_message_fk" FOREIGN KEY ("customer_id","message_id") REFERENCES "public"."school_messages"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_messages" ADD CONSTRAINT "school_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_message_receipts_message_terminal_key" ON "school_message_receipts" USING btree ("message_id","device_account_id");--> statement-breakpoint
CREATE INDEX "school_message_receipts_terminal_idx" ON "school_message_receipts" USING btree ("device_account_id");--> statement-breakpoint
CREATE INDEX "school_messages_customer_created_idx" ON "school_messages" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "school_message_receipts_tenant_isolation" ON "school_message_receipts" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "school_messages_tenant_isolation" ON "school_messages" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));