-- Tenancy groundwork (ARCHITECTURE §5). Requests run as the restricted role console_tenant with
-- app.customer_id / app.platform set per transaction; row-level security policies on tenant
-- tables call app_tenant_visible(). The role is cluster-wide, so create it only once.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'console_tenant') THEN
    CREATE ROLE console_tenant NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
GRANT console_tenant TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO console_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO console_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO console_tenant;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_tenant_visible(row_customer_id integer) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT current_setting('app.platform', true) = 'on'
        OR row_customer_id = nullif(current_setting('app.customer_id', true), '')::integer
  $$;
