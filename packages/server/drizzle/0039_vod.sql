CREATE TABLE "vod_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product" varchar(32) DEFAULT 'vod' NOT NULL,
	"name" varchar(32) NOT NULL,
	"parent_id" integer,
	"key" varchar(32) NOT NULL,
	"child_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vod_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vod_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"upload_id" varchar(80) NOT NULL,
	"video_id" integer NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vod_uploads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vod_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product" varchar(32) DEFAULT 'vod' NOT NULL,
	"name" varchar(64) NOT NULL,
	"category_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"author" varchar(32) NOT NULL,
	"introduction" varchar(500),
	"content" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"image_url" varchar(255),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"visibility" varchar(16) DEFAULT 'public' NOT NULL,
	"power" varchar(16) DEFAULT 'everyone' NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"recommend_level" integer,
	"published" boolean DEFAULT false NOT NULL,
	"video_state" varchar(16) DEFAULT 'none' NOT NULL,
	"video_error" varchar(64),
	"video_error_reason" varchar(255),
	"video_url" varchar(255),
	"thumbnail_url" varchar(255),
	"duration_seconds" real,
	"width" integer,
	"height" integer,
	"codec" varchar(32),
	"video_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vod_videos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vod_categories" ADD CONSTRAINT "vod_categories_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_categories" ADD CONSTRAINT "vod_categories_parent_id_vod_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vod_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_uploads" ADD CONSTRAINT "vod_uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_uploads" ADD CONSTRAINT "vod_uploads_video_id_vod_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."vod_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_videos" ADD CONSTRAINT "vod_videos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_videos" ADD CONSTRAINT "vod_videos_category_id_vod_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."vod_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vod_categories_customer_product_key_key" ON "vod_categories" USING btree ("customer_id","product",lower("key"));--> statement-breakpoint
CREATE INDEX "vod_categories_customer_created_idx" ON "vod_categories" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vod_categories_parent_idx" ON "vod_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vod_uploads_upload_id_key" ON "vod_uploads" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vod_uploads_video_key" ON "vod_uploads" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "vod_uploads_expires_idx" ON "vod_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "vod_videos_customer_created_idx" ON "vod_videos" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vod_videos_category_idx" ON "vod_videos" USING btree ("category_id");--> statement-breakpoint
CREATE POLICY "vod_categories_tenant_isolation" ON "vod_categories" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "vod_uploads_tenant_isolation" ON "vod_uploads" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
CREATE POLICY "vod_videos_tenant_isolation" ON "vod_videos" AS PERMISSIVE FOR ALL TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));