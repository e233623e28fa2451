CREATE TABLE "terminal_commands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"device_account_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"payload" jsonb,
	"state" varchar(16) NOT NULL,
	"error" varchar(500),
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "terminal_commands" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "terminal_telemetry" (
	"customer_id" integer NOT NULL,
	"device_account_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "terminal_telemetry_customer_id_device_account_id_pk" PRIMARY KEY("customer_id","device_account_id")
);
--> statement-breakpoint
ALTER TABLE "terminal_telemetry" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "terminal_commands_terminal_idx" ON "terminal_commands" USING btree ("customer_id","device_account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "terminal_commands_state_idx" ON "terminal_commands" USING btree ("customer_id","device_account_id","state");--> statement-breakpoint
CREATE POLICY "terminal_commands_tenant_isolation" ON "terminal_commands" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "terminal_telemetry_tenant_isolation" ON "terminal_telemetry" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));