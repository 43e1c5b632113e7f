-- Input validation shared by the public entry points. Every refusal carries a stable
-- SQLSTATE in class MF (see README "Error codes") and happens before anything is written.

CREATE OR REPLACE FUNCTION memory._require_identity(p_tenant text, p_principal text, p_session text)
RETURNS void
LANGUAGE plpgsql IMMUTABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF p_tenant IS NULL OR btrim(p_tenant) = ''
       OR p_principal IS NULL OR btrim(p_principal) = ''
       OR p_session IS NULL OR btrim(p_session) = '' THEN
        RAISE EXCEPTION 'tenant, principal and session are all required'
            USING ERRCODE = 'MF002',
                  HINT = 'Pass non-empty p_tenant, p_principal and p_session.';
    END IF;
    IF length(p_tenant) > 200 OR length(p_principal) > 200 OR length(p_session) > 200 THEN
        RAISE EXCEPTION 'tenant, principal and session ids are limited to 200 characters'
            USING ERRCODE = 'MF002';
    END IF;
END;
$$;

-- Sessions named memform:... are memform's own logs (the corrections log): a client event
-- there would read as a correction the user never made.
CREATE OR REPLACE FUNCTION memory._require_client_session(p_session text)
RETURNS void
LANGUAGE plpgsql IMMUTABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF p_session LIKE 'memform:%' THEN
        RAISE EXCEPTION 'session ids starting with memform: are memform''s own (%)', quote_literal(left(p_session, 80))
            USING ERRCODE = 'MF014',
                  HINT = 'Corrections go through memory.correct_belief and memory.delete_belief; pick another session id.';
    END IF;
END;
$$;

CREATE OR REPLACE FUNCTION memory._parse_timestamptz(p_value text, p_field text)
RETURNS timestamptz
LANGUAGE plpgsql STABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    -- A value without a zone would silently take the server's TimeZone; refuse it instead.
    IF p_value !~ '^\s*\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?\s*(Z|z|[+-]\d{2}(:?\d{2}){0,2}|UTC|GMT|[A-Za-z]+/[A-Za-z_+/-]+)\s*$' THEN
        RAISE EXCEPTION '% must be an ISO 8601 timestamp with a time zone, got %', p_field, quote_literal(left(p_value, 64))
            USING ERRCODE = 'MF003',
                  HINT = 'Use e.g. 2026-11-29T10:15:00Z or 2026-11-29 10:15:00+01; from SQL pass now()::text.';
    END IF;
    RETURN p_value::timestamptz;
EXCEPTION
    WHEN datetime_field_overflow OR invalid_datetime_format OR invalid_parameter_value THEN
        RAISE EXCEPTION '% is not a valid timestamp: %', p_field, quote_literal(left(p_value, 64))
            USING ERRCODE = 'MF003';
END;
$$;

CREATE OR REPLACE FUNCTION memory.formation_idle_interval()
RETURNS interval
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$ SELECT interval '30 seconds' $$;

CREATE OR REPLACE FUNCTION memory._session_due_at(
    p_formation_request_seq bigint,
    p_formation_not_before timestamptz,
    p_last_activity_at timestamptz,
    p_closed_at timestamptz,
    p_watermark_seq bigint)
RETURNS timestamptz
LANGUAGE plpgsql STABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    -- PL/pgSQL, not SQL: a SQL function that cannot be inlined is re-planned on every call.
    RETURN CASE
        WHEN p_formation_request_seq IS NULL OR p_formation_request_seq <= p_watermark_seq THEN NULL
        WHEN p_closed_at IS NOT NULL THEN p_formation_not_before
        ELSE greatest(p_formation_not_before, p_last_activity_at + memory.formation_idle_interval())
    END;
END;
$$;

COMMENT ON FUNCTION memory._require_identity(text, text, text) IS 'Private: refuses a missing or oversized tenant, principal or session id (MF002).';
COMMENT ON FUNCTION memory._require_client_session(text) IS 'Private: refuses a client event or remember in a session of memform''s own memform: namespace (MF014).';
COMMENT ON FUNCTION memory._parse_timestamptz(text, text) IS 'Private: parses an ISO 8601 timestamp that must carry a time zone (MF003 otherwise).';
COMMENT ON FUNCTION memory.formation_idle_interval() IS 'The fixed idle period (30 s) a session must be quiet before its formation request is due. Part of the formation policy, not a deployment setting.';
COMMENT ON FUNCTION memory._session_due_at(bigint, timestamptz, timestamptz, timestamptz, bigint) IS 'Private: when a session''s latest formation request after its watermark becomes eligible: not_before and the idle boundary both passed; a closed session waits only for not_before.';
