CREATE OR REPLACE FUNCTION memory._refuse_event_change()
RETURNS trigger
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RAISE EXCEPTION 'memory.events is append-only: % refused', TG_OP
        USING ERRCODE = 'MF005',
              HINT = 'Append a new event instead; corrections are events too.';
END;
$$;

CREATE OR REPLACE TRIGGER events_append_only
    BEFORE UPDATE OR DELETE ON memory.events
    FOR EACH ROW EXECUTE FUNCTION memory._refuse_event_change();

CREATE OR REPLACE TRIGGER events_no_truncate
    BEFORE TRUNCATE ON memory.events
    FOR EACH STATEMENT EXECUTE FUNCTION memory._refuse_event_change();

COMMENT ON FUNCTION memory._refuse_event_change() IS 'Trigger: refuses UPDATE, DELETE and TRUNCATE on memory.events (MF005).';
COMMENT ON TRIGGER events_append_only ON memory.events IS 'The log is ground truth: rows are never changed or removed.';
COMMENT ON TRIGGER events_no_truncate ON memory.events IS 'The log is ground truth: it is never truncated.';
