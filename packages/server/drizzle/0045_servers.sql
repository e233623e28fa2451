CREATE TABLE "server_probes" (
	"id" serial PRIMARY KEY NOT NULL,
	"server_id" integer NOT NULL,
	"up" boolean NOT NULL,
	"latency_ms" integer,
	"error" varchar(255),
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"ip" varchar(64),
	"inner_ip" varchar(64),
	"port" integer,
	"ssl_port" integer,
	"http_port" integer,
	"domain" varchar(128),
	"udp_port_start" integer,
	"udp_port_end" integer,
	"stream_type" varchar(16),
	"bandwidth_up" integer,
	"bandwidth_down" integer,
	"allowed_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"audio_callback" varchar(255),
	"file_path" varchar(255),
	"server_group" varchar(32),
	"path" varchar(255),
	"share_name" varchar(64),
	"database_name" varchar(64),
	"login_account" varchar(64),
	"password" text,
	"password_hint" varchar(32),
	"backup_strategy" varchar(16),
	"backup_path" varchar(255),
	"carrier" varchar(32),
	"region" varchar(32),
	"pull_address" varchar(255),
	"pull_key" varchar(128),
	"push_address" varchar(255),
	"push_key" varchar(128),
	"channels" integer,
	"selected" boolean DEFAULT false NOT NULL,
	"select_group" varchar(16),
	"probe_status" varchar(8) DEFAULT 'unknown' NOT NULL,
	"latency_ms" integer,
	"last_error" varchar(255),
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "server_probes" ADD CONSTRAINT "server_probes_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "server_probes_server_checked_idx" ON "server_probes" USING btree ("server_id","checked_at");--> statement-breakpoint
CREATE INDEX "server_probes_checked_idx" ON "server_probes" USING btree ("checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "servers_name_key" ON "servers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "servers_kind_created_idx" ON "servers" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "servers_one_selected_key" ON "servers" USING btree ("select_group") WHERE "servers"."selected";