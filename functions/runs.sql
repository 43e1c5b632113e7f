-- Run lifecycle: completing a run and closing a session. The formation flag itself is
-- raised by triggers/formation_flag.sql, so a raw append_event of the same events
-- behaves identically.

CREATE OR REPLACE FUNCTION memory.run_status_is_terminal(p_status text)
RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN CASE
        WHEN p_status IN ('completed', 'failed', 'cancelled', 'expired') THEN true
        WHEN p_status IN ('waiting', 'requires_action', 'in_progress') THEN false
    END;
END;
$$;

CREATE OR REPLACE FUNCTION memory._require_run_status(p_payload jsonb)
RETURNS void
LANGUAGE plpgsql IMMUTABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF jsonb_typeof(p_payload -> 'run_id') IS DISTINCT FROM 'string' OR btrim(p_payload ->> 'run_id') = ''
       OR length(p_payload ->> 'run_id') > 180 THEN
        RAISE EXCEPTION 'run.completed needs a non-empty string run_id of at most 180 characters'
            USING ERRCODE = 'MF009';
    END IF;
    IF memory.run_status_is_terminal(p_payload ->> 'status') IS NULL THEN
        RAISE EXCEPTION 'unknown run status %', quote_nullable(p_payload ->> 'status')
            USING ERRCODE = 'MF009',
                  HINT = 'Terminal: completed, failed, cancelled, expired. Waiting: waiting, requires_action, in_progress.';
    END IF;
END;
$$;

CREATE OR REPLACE FUNCTION memory.complete_run(
    p_tenant text,
    p_principal text,
    p_session text,
    p_run_id text,
    p_status text DEFAULT 'completed',
    p_occurred_at text DEFAULT NULL)
RETURNS bigint
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    RETURN memory.append_event(
        p_tenant, p_principal, p_session, 'run.completed',
        jsonb_build_object('run_id', p_run_id, 'status', p_status),
        p_author_role => 'system',
        p_occurred_at => p_occurred_at,
        p_derivation_key => 'run.completed:' || p_run_id || ':' || coalesce(p_status, ''));
END;
$$;

CREATE OR REPLACE FUNCTION memory.close_session(
    p_tenant text,
    p_principal text,
    p_session text,
    p_occurred_at text DEFAULT NULL)
RETURNS bigint
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    RETURN memory.append_event(
        p_tenant, p_principal, p_session, 'session.closed', '{}'::jsonb,
        p_author_role => 'system',
        p_occurred_at => p_occurred_at,
        p_derivation_key => 'session.closed.event');
END;
$$;

COMMENT ON FUNCTION memory.run_status_is_terminal(text) IS 'true for terminal run statuses (completed, failed, cancelled, expired), false for waiting ones (waiting, requires_action, in_progress), NULL for unknown.';
COMMENT ON FUNCTION memory._require_run_status(jsonb) IS 'Private: a run.completed payload needs a string run_id and a known status (MF009).';
COMMENT ON FUNCTION memory.complete_run(text, text, text, text, text, text) IS 'Records a run reaching a status and returns the event seq. A terminal status makes the formation flag trigger enqueue one memory.formation.requested (derivation key = run: followed by the run id, not_before = occurred_at + 30 s). Idempotent per (run, status).';
COMMENT ON FUNCTION memory.close_session(text, text, text, text) IS 'Closes a session (an immediate formation boundary) and returns the event seq; later activity is refused (MF010). Idempotent.';
