-- Hand-written: the server keeps no page caches any more (ADR 0012), so nothing listens for the
-- NOTIFY triggers of migrations 0015-0017. Dropping the function drops every trigger that calls it.
DROP FUNCTION IF EXISTS app_cache_changed() CASCADE;
