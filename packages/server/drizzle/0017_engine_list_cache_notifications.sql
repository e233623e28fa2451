-- Engine lists whose rows come from their own table alone are kept in memory, serialised (ADR 0010):
-- every statement on such a table announces 'table:<name>', so writes by any code path drop them.
-- test/engine/list-cache.test.ts checks that every cached resource's table is here.
CREATE TRIGGER users_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('table:users');
--> statement-breakpoint
CREATE TRIGGER roles_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('table:roles');
--> statement-breakpoint
CREATE TRIGGER device_accounts_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON device_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('table:device_accounts');
--> statement-breakpoint
CREATE TRIGGER video_sources_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON video_sources
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('table:video_sources');
--> statement-breakpoint
CREATE TRIGGER layout_templates_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON layout_templates
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('table:layout_templates');
--> statement-breakpoint
CREATE TRIGGER device_modules_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON device_modules
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('table:device_modules');
--> statement-breakpoint
CREATE TRIGGER device_module_aliases_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON device_module_aliases
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('table:device_module_aliases');
--> statement-breakpoint
CREATE TRIGGER device_ui_urls_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON device_ui_urls
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('table:device_ui_urls');
--> statement-breakpoint
CREATE TRIGGER fuse_meetings_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fuse_meetings
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('table:fuse_meetings');
--> statement-breakpoint
CREATE TRIGGER visit_settings_list_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON visit_settings
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('table:visit_settings');
