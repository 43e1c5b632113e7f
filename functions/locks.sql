-- The two transaction locks every writer of beliefs shares, in one place so their keys and
-- their order cannot drift apart: a subject lock per (principal, subject), always taken in
-- hashtext order and before anything else, then the content lock per (principal, statement).

CREATE OR REPLACE FUNCTION memory._lock_subjects(p_tenant text, p_principal text, p_subjects text[])
RETURNS void
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_hash integer;
BEGIN
    -- One order for every writer (commit, remember, edit, delete), so two of them naming the
    -- same subjects in different orders cannot deadlock.
    FOR v_hash IN
        SELECT DISTINCT pg_catalog.hashtext(btrim(s.subject)) AS h
          FROM unnest(p_subjects) AS s(subject)
         WHERE s.subject IS NOT NULL
         ORDER BY h
    LOOP
        PERFORM pg_catalog.pg_advisory_xact_lock(
            pg_catalog.hashtext('memform.subject:' || p_tenant || '/' || p_principal), v_hash);
    END LOOP;
END;
$$;

CREATE OR REPLACE FUNCTION memory._lock_content(p_tenant text, p_principal text, p_statement_sha256s text[],
                                                p_exclusive boolean)
RETURNS void
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_hash integer;
BEGIN
    -- Formation takes it shared, a delete exclusive: a delete waits for a formation of the same
    -- statement under a subject it did not lock, or that formation waits for the tombstone.
    FOR v_hash IN
        SELECT DISTINCT pg_catalog.hashtext(s.sha) AS h
          FROM unnest(p_statement_sha256s) AS s(sha)
         WHERE s.sha IS NOT NULL
         ORDER BY h
    LOOP
        IF p_exclusive THEN
            PERFORM pg_catalog.pg_advisory_xact_lock(
                pg_catalog.hashtext('memform.statement:' || p_tenant || '/' || p_principal), v_hash);
        ELSE
            PERFORM pg_catalog.pg_advisory_xact_lock_shared(
                pg_catalog.hashtext('memform.statement:' || p_tenant || '/' || p_principal), v_hash);
        END IF;
    END LOOP;
END;
$$;

COMMENT ON FUNCTION memory._lock_subjects(text, text, text[]) IS 'Private: the principal''s subject locks (transaction advisory locks) for these subjects, taken in hashtext order: the one order every writer of beliefs uses, first of all its locks.';
COMMENT ON FUNCTION memory._lock_content(text, text, text[], boolean) IS 'Private: the principal''s content locks for these statement sha256s, in hashtext order, after the subject locks: shared for formation and remember, exclusive for delete.';
