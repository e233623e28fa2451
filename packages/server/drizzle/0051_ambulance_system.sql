CREATE TABLE "ambulance_external_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"company_id" integer NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" varchar(255),
	"key_hash" varchar(64),
	"key_prefix" varchar(16),
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambulance_functions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"functions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambulance_interface_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer,
	"company_id" integer,
	"method" varchar(8) NOT NULL,
	"path" varchar(255) NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"result_code" varchar(8) NOT NULL,
	"http_status" smallint NOT NULL,
	"duration_ms" integer NOT NULL,
	"key_prefix" varchar(16),
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "servers" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ambulance_external_systems" ADD CONSTRAINT "ambulance_external_systems_company_id_customers_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_functions" ADD CONSTRAINT "ambulance_functions_company_id_customers_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_interface_logs" ADD CONSTRAINT "ambulance_interface_logs_system_id_ambulance_external_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."ambulance_external_systems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_interface_logs" ADD CONSTRAINT "ambulance_interface_logs_company_id_customers_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_external_systems_name_key" ON "ambulance_external_systems" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_external_systems_key_hash_key" ON "ambulance_external_systems" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "ambulance_external_systems_created_idx" ON "ambulance_external_systems" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_functions_company_key" ON "ambulance_functions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ambulance_interface_logs_created_idx" ON "ambulance_interface_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ambulance_interface_logs_system_created_idx" ON "ambulance_interface_logs" USING btree ("system_id","created_at");