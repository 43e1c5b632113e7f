-- The post-run flag: a terminal run or a session close durably requests formation.
-- The hook must never abort the run's own transaction: failures are caught inside a
-- subtransaction, reported as a warning and a content-free process event.

CREATE OR REPLACE FUNCTION memory._formation_flag()
RETURNS trigger
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_sqlstate text;
BEGIN
    BEGIN
        IF NEW.event_type = 'run.completed' THEN
            IF memory.run_status_is_terminal(NEW.payload ->> 'status') THEN
                PERFORM memory._request_formation(
                    NEW.tenant_id, NEW.principal_id, NEW.session_id,
                    -- 'run:' keeps any run id out of memform's other request keys ('session.closed', ...)
                    'run:' || (NEW.payload ->> 'run_id'), 'run.completed',
                    NEW.occurred_at + memory.formation_idle_interval());
            END IF;
        ELSIF NEW.event_type = 'session.closed' THEN
            PERFORM memory._request_formation(
                NEW.tenant_id, NEW.principal_id, NEW.session_id,
                'session.closed', 'session.closed', NEW.occurred_at);
        END IF;
    EXCEPTION WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS v_sqlstate = RETURNED_SQLSTATE;
        RAISE WARNING 'memform: formation flag failed for session % seq % (SQLSTATE %); the event is kept',
            NEW.session_id, NEW.seq, v_sqlstate;
        BEGIN
            PERFORM memory._append(
                NEW.tenant_id, NEW.principal_id, NEW.session_id,
                'memory.process.formation_flag_failed',
                jsonb_build_object('hook', 'formation_flag', 'trigger_seq', NEW.seq, 'sqlstate', v_sqlstate),
                'system', 'affirmed', clock_timestamp(), NULL, NULL, NULL, NULL, false);
        EXCEPTION WHEN OTHERS THEN
            GET STACKED DIAGNOSTICS v_sqlstate = RETURNED_SQLSTATE;
            RAISE WARNING 'memform: could not record the formation flag failure (SQLSTATE %)', v_sqlstate;
        END;
    END;
    RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER events_formation_flag
    AFTER INSERT ON memory.events
    FOR EACH ROW
    WHEN (NEW.event_type IN ('run.completed', 'session.closed'))
    EXECUTE FUNCTION memory._formation_flag();

COMMENT ON FUNCTION memory._formation_flag() IS 'Trigger: a terminal run.completed appends one memory.formation.requested (derivation key = run: followed by the run id, not_before = occurred_at + 30 s); session.closed appends one due at once. Failures never abort the triggering transaction.';
COMMENT ON TRIGGER events_formation_flag ON memory.events IS 'The durable post-run formation flag.';
