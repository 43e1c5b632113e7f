-- Wake the workers: a committed formation request notifies channel memform_formation with
-- an empty payload. Anyone may LISTEN, so it names no tenant, principal or session; workers
-- learn what is due from claim_due_sessions. Workers also poll, for poolers that drop
-- notifications.

CREATE OR REPLACE FUNCTION memory._notify_formation_request()
RETURNS trigger
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM pg_catalog.pg_notify('memform_formation', '');
    RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER events_formation_notify
    AFTER INSERT ON memory.events
    FOR EACH ROW
    WHEN (NEW.event_type = 'memory.formation.requested')
    EXECUTE FUNCTION memory._notify_formation_request();

COMMENT ON FUNCTION memory._notify_formation_request() IS 'Trigger: NOTIFY memform_formation with an empty payload (delivered at commit, coalesced per transaction); it names nobody, since any role may LISTEN.';
COMMENT ON TRIGGER events_formation_notify ON memory.events IS 'Wakes LISTENing workers when formation is requested.';
