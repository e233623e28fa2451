ALTER POLICY "customers_tenant_isolation" ON "customers" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or "customers"."id" = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or "customers"."id" = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "roles_tenant_isolation" ON "roles" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "users_tenant_isolation" ON "users" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "customer_applications_tenant_isolation" ON "customer_applications" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "user_app_settings_tenant_isolation" ON "user_app_settings" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "user_logs_tenant_isolation" ON "user_logs" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "device_accounts_tenant_isolation" ON "device_accounts" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "video_sources_tenant_isolation" ON "video_sources" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "member_approvals_tenant_isolation" ON "member_approvals" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "member_friends_tenant_isolation" ON "member_friends" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "layout_templates_tenant_isolation" ON "layout_templates" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "network_cameras_tenant_isolation" ON "network_cameras" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "device_groups_tenant_isolation" ON "device_groups" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "video_groups_tenant_isolation" ON "video_groups" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "device_ui_urls_tenant_isolation" ON "device_ui_urls" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "fuse_meetings_tenant_isolation" ON "fuse_meetings" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "terminal_commands_tenant_isolation" ON "terminal_commands" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "terminal_telemetry_tenant_isolation" ON "terminal_telemetry" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "terminal_stream_groups_tenant_isolation" ON "terminal_stream_groups" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "terminal_stream_settings_tenant_isolation" ON "terminal_stream_settings" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "terminal_stream_terminals_tenant_isolation" ON "terminal_stream_terminals" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "customer_menu_permissions_tenant_isolation" ON "customer_menu_permissions" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));--> statement-breakpoint
ALTER POLICY "visit_settings_tenant_isolation" ON "visit_settings" TO public USING ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer)) WITH CHECK ((select current_setting('app.platform', true)) = 'on'
    or customer_id = (select nullif(current_setting('app.customer_id', true), '')::integer));