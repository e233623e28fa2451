ALTER TABLE "ambulance_external_systems" ADD COLUMN "call_window" bigint;--> statement-breakpoint
ALTER TABLE "ambulance_external_systems" ADD COLUMN "call_count" integer DEFAULT 0 NOT NULL;