-- Server caches (session verification, menu trees) hear of every write that could make them stale
-- (ADR 0009): a statement on one of these tables sends NOTIFY console_cache '<cache>' at commit.
-- Writes by any code path, seed or plain SQL count. PGlite delivers it before the writer goes on;
-- on PostgreSQL it arrives later, so the server does not cache there and nobody listens.
CREATE OR REPLACE FUNCTION app_cache_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    cache text;
  BEGIN
    FOREACH cache IN ARRAY TG_ARGV LOOP
      PERFORM pg_notify('console_cache', cache);
    END LOOP;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER menus_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('menus');
--> statement-breakpoint
CREATE TRIGGER applications_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('menus');
--> statement-breakpoint
CREATE TRIGGER customer_applications_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_applications
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('menus');
--> statement-breakpoint
-- A company's menu permissions narrow its users' trees.
CREATE TRIGGER customer_menu_permissions_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_menu_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('menus');
--> statement-breakpoint
CREATE TRIGGER roles_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('menus', 'sessions');
--> statement-breakpoint
CREATE TRIGGER users_cache AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('sessions');
--> statement-breakpoint
-- Sliding renewal only moves the expiry later: that keeps a cached session valid and is not announced.
CREATE TRIGGER sessions_cache AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at
    OR NEW.user_id <> OLD.user_id OR NEW.token_hash <> OLD.token_hash)
  EXECUTE FUNCTION app_cache_changed('sessions');
--> statement-breakpoint
CREATE TRIGGER sessions_cache_removed AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('sessions');
