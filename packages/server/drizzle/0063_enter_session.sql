-- A request's session check, its renewal and its tenant settings in one call (ADR 50): the first
-- statement of the message that also carries the request's reads, so a session revoked through any
-- instance is refused by the very statement that would have read for it. Runs as the server's own
-- role (sessions and users are read across tenants); ends by switching to console_tenant for the
-- rest of the transaction. The time is the server's (as for every other session check), so one
-- clock decides a session's expiry whichever way it is checked. Refuses with SQLSTATE CS401 when the token names no live session.
CREATE OR REPLACE FUNCTION app_enter_session(
  p_token_hash text,
  p_now timestamptz,
  p_platform_user_type integer,
  p_platform_org_id integer,
  p_idle_ms bigint,
  p_max_ms bigint,
  p_renew_after_ms bigint
) RETURNS TABLE (
  session_id integer,
  user_id integer,
  account varchar,
  customer_id integer,
  user_type integer,
  role_id integer,
  role_value varchar,
  init_pwd boolean
)
  LANGUAGE plpgsql VOLATILE
  AS $$
#variable_conflict use_column
DECLARE
  found_session record;
BEGIN
  SELECT s.id AS sid, s.created_at, s.last_seen_at, u.id AS uid, u.account AS acc, u.customer_id AS cid,
      u.user_type AS utype, u.role_id AS rid, r.value AS rvalue, u.init_pwd AS ipwd
    INTO found_session
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN roles r ON r.id = u.role_id AND r.status = 1
    WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > p_now
      AND u.status = 1
    LIMIT 1;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'session expired' USING ERRCODE = 'CS401';
  END IF;
  -- Slide the idle expiry forward (capped at the session's maximum), at most once per renew interval.
  IF p_now - found_session.last_seen_at > make_interval(secs => p_renew_after_ms / 1000.0) THEN
    UPDATE sessions SET last_seen_at = p_now,
      expires_at = least(p_now + make_interval(secs => p_idle_ms / 1000.0),
        found_session.created_at + make_interval(secs => p_max_ms / 1000.0))
      WHERE id = found_session.sid;
  END IF;
  PERFORM set_config('app.customer_id', found_session.cid::text, true),
    set_config('app.platform',
      CASE WHEN found_session.utype = p_platform_user_type AND found_session.cid = p_platform_org_id
        THEN 'on' ELSE 'off' END, true),
    set_config('role', 'console_tenant', true);
  RETURN QUERY SELECT found_session.sid, found_session.uid, found_session.acc, found_session.cid,
    found_session.utype, found_session.rid, found_session.rvalue, found_session.ipwd;
END
$$;
