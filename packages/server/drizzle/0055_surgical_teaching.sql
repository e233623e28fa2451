CREATE TABLE "op_course_dots" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"seconds" real NOT NULL,
	"icon_id" integer NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "op_course_dots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "op_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"organ_id" integer NOT NULL,
	"department_id" integer,
	"surgeon" varchar(32) NOT NULL,
	"device_id" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"video_id" integer NOT NULL,
	"length_seconds" real,
	"dot_count" integer DEFAULT 0 NOT NULL,
	"description" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "op_courses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "op_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"organ_id" integer NOT NULL,
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "op_departments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "op_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"device_account_id" integer NOT NULL,
	"organ_id" integer NOT NULL,
	"department_id" integer,
	"room" varchar(32),
	"recording_enabled" boolean DEFAULT true NOT NULL,
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "op_devices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "op_mark_icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(10) NOT NULL,
	"icon_url" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "op_mark_icons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "op_organs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"logo_url" varchar(255),
	"cloud_storage_ip" varchar(15) NOT NULL,
	"cloud_storage_port" integer NOT NULL,
	"loop_recording_threshold" integer NOT NULL,
	"allocated_storage_gb" integer NOT NULL,
	"address" varchar(128),
	"description" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "op_organs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "op_course_dots" ADD CONSTRAINT "op_course_dots_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_course_dots" ADD CONSTRAINT "op_course_dots_course_id_op_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."op_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_course_dots" ADD CONSTRAINT "op_course_dots_icon_id_op_mark_icons_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."op_mark_icons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_courses" ADD CONSTRAINT "op_courses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_courses" ADD CONSTRAINT "op_courses_organ_id_op_organs_id_fk" FOREIGN KEY ("organ_id") REFERENCES "public"."op_organs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_courses" ADD CONSTRAINT "op_courses_department_id_op_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."op_departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_courses" ADD CONSTRAINT "op_courses_device_id_op_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."op_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_courses" ADD CONSTRAINT "op_courses_video_id_vod_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."vod_videos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_departments" ADD CONSTRAINT "op_departments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_departments" ADD CONSTRAINT "op_departments_organ_id_op_organs_id_fk" FOREIGN KEY ("organ_id") REFERENCES "public"."op_organs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_devices" ADD CONSTRAINT "op_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_devices" ADD CONSTRAINT "op_devices_device_account_id_device_accounts_id_fk" FOREIGN KEY ("device_account_id") REFERENCES "public"."device_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_devices" ADD CONSTRAINT "op_devices_organ_id_op_organs_id_fk" FOREIGN KEY ("organ_id") REFERENCES "public"."op_organs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_devices" ADD CONSTRAINT "op_devices_department_id_op_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."op_departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_mark_icons" ADD CONSTRAINT "op_mark_icons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_organs" ADD CONSTRAINT "op_organs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "op_course_dots_customer_created_idx" ON "op_course_dots" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "op_course_dots_course_idx" ON "op_course_dots" USING btree ("course_id","seconds");--> statement-breakpoint
CREATE INDEX "op_course_dots_icon_idx" ON "op_course_dots" USING btree ("icon_id");--> statement-breakpoint
CREATE INDEX "op_courses_customer_created_idx" ON "op_courses" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "op_courses_customer_recorded_idx" ON "op_courses" USING btree ("customer_id","recorded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "op_courses_organ_idx" ON "op_courses" USING btree ("organ_id");--> statement-breakpoint
CREATE INDEX "op_courses_department_idx" ON "op_courses" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "op_courses_device_idx" ON "op_courses" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "op_courses_video_idx" ON "op_courses" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "op_departments_organ_name_key" ON "op_departments" USING btree ("customer_id","organ_id",lower("name"));--> statement-breakpoint
CREATE INDEX "op_departments_customer_created_idx" ON "op_departments" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "op_departments_organ_idx" ON "op_departments" USING btree ("organ_id");--> statement-breakpoint
CREATE UNIQUE INDEX "op_devices_account_key" ON "op_devices" USING btree ("customer_id","device_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "op_devices_customer_name_key" ON "op_devices" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "op_devices_customer_created_idx" ON "op_devices" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "op_devices_organ_idx" ON "op_devices" USING btree ("organ_id");--> statement-breakpoint
CREATE INDEX "op_devices_department_idx" ON "op_devices" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "op_mark_icons_customer_name_key" ON "op_mark_icons" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "op_mark_icons_customer_created_idx" ON "op_mark_icons" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "op_organs_customer_name_key" ON "op_organs" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "op_organs_customer_created_idx" ON "op_organs" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE POLICY "op_course_dots_tenant_isolation" ON "op_course_dots" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "op_courses_tenant_isolation" ON "op_courses" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "op_departments_tenant_isolation" ON "op_departments" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "op_devices_tenant_isolation" ON "op_devices" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "op_mark_icons_tenant_isolation" ON "op_mark_icons" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "op_organs_tenant_isolation" ON "op_organs" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));