-- Pages of the user log are kept in memory on PGlite (ADR 0010): every statement that writes the
-- log (an audited change anywhere, retention, plain SQL) announces it, like migration 0015's caches.
CREATE TRIGGER user_logs_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_logs
  FOR EACH STATEMENT EXECUTE FUNCTION app_cache_changed('userLogs');
