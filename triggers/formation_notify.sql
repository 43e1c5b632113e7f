-- Wake the workers: a committed formation request notifies channel memform_formation with
-- when it becomes eligible. Workers also poll, for poolers that drop notifications.

CREATE OR REPLACE FUNCTION memory._notify_formation_request()
RETURNS trigger
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM pg_catalog.pg_notify('memform_formation',
        jsonb_build_object('tenant', NEW.tenant_id, 'principal', NEW.principal_id, 'session', NEW.session_id,
                           'not_before', NEW.not_before)::text);
    RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER events_formation_notify
    AFTER INSERT ON memory.events
    FOR EACH ROW
    WHEN (NEW.event_type = 'memory.formation.requested')
    EXECUTE FUNCTION memory._notify_formation_request();

COMMENT ON FUNCTION memory._notify_formation_request() IS 'Trigger: NOTIFY memform_formation with the request''s session and not_before (delivered at commit).';
COMMENT ON TRIGGER events_formation_notify ON memory.events IS 'Wakes LISTENing workers when formation is requested.';
