ALTER TABLE "school_message_receipts" ALTER COLUMN "device_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "school_message_receipts" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "school_messages" ADD COLUMN "member_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "school_message_receipts" ADD CONSTRAINT "school_message_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_message_receipts_message_member_key" ON "school_message_receipts" USING btree ("message_id","user_id");--> statement-breakpoint
CREATE INDEX "school_message_receipts_member_idx" ON "school_message_receipts" USING btree ("user_id","id" DESC NULLS LAST) WHERE "school_message_receipts"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "school_message_receipts" ADD CONSTRAINT "school_message_receipts_one_recipient" CHECK (("school_message_receipts"."device_account_id" is null) <> ("school_message_receipts"."user_id" is null));