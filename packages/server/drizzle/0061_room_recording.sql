DROP INDEX "lives_customer_name_key";--> statement-breakpoint
ALTER TABLE "collaboration_sessions" ADD COLUMN "joined_account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_room_fk" FOREIGN KEY ("customer_id","room_id") REFERENCES "public"."rooms"("customer_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lives_customer_room_key" ON "lives" USING btree ("customer_id","room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lives_customer_name_key" ON "lives" USING btree ("customer_id",lower("name")) WHERE "lives"."room_id" is null;