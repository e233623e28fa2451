CREATE TABLE "member_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"account" varchar(64) NOT NULL,
	"real_name" varchar(64) NOT NULL,
	"phone" varchar(32),
	"email" varchar(128),
	"remark" varchar(255),
	"password_hash" text,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" varchar(255),
	"member_id" integer,
	"decided_by" varchar(64),
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_friends" (
	"customer_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_friends_customer_id_member_id_friend_id_pk" PRIMARY KEY("customer_id","member_id","friend_id")
);
--> statement-breakpoint
ALTER TABLE "member_friends" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bound_device" varchar(64);--> statement-breakpoint
ALTER TABLE "member_approvals" ADD CONSTRAINT "member_approvals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_friends" ADD CONSTRAINT "member_friends_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_friends" ADD CONSTRAINT "member_friends_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_friends" ADD CONSTRAINT "member_friends_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_approvals_customer_idx" ON "member_approvals" USING btree ("customer_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "member_approvals_account_idx" ON "member_approvals" USING btree (lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_friends_pair_key" ON "member_friends" USING btree ("customer_id","friend_id","member_id");--> statement-breakpoint
CREATE POLICY "member_approvals_tenant_isolation" ON "member_approvals" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));--> statement-breakpoint
CREATE POLICY "member_friends_tenant_isolation" ON "member_friends" AS PERMISSIVE FOR ALL TO public USING (app_tenant_visible(customer_id)) WITH CHECK (app_tenant_visible(customer_id));