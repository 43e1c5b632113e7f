-- Enqueueing formation: one durable memory.formation.requested event per boundary,
-- idempotent on its derivation key, and the session's due_at kept in step.

CREATE OR REPLACE FUNCTION memory._request_formation(
    p_tenant text,
    p_principal text,
    p_session text,
    p_derivation_key text,
    p_reason text,
    p_not_before timestamptz)
RETURNS bigint
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN memory._append(p_tenant, p_principal, p_session, 'memory.formation.requested',
                          jsonb_build_object('reason', p_reason),
                          'system', 'affirmed', clock_timestamp(), p_derivation_key, NULL, NULL, p_not_before, false);
END;
$$;

CREATE OR REPLACE FUNCTION memory._refresh_due_at(p_tenant text, p_principal text, p_session text)
RETURNS void
LANGUAGE sql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
    UPDATE memory.sessions s
       SET due_at = memory._session_due_at(s.formation_request_seq, s.formation_not_before,
                                           s.last_activity_at, s.closed_at, s.watermark_seq)
     WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session
       AND s.due_at IS DISTINCT FROM memory._session_due_at(s.formation_request_seq, s.formation_not_before,
                                                            s.last_activity_at, s.closed_at, s.watermark_seq)
$$;

COMMENT ON FUNCTION memory._request_formation(text, text, text, text, text, timestamptz) IS 'Private: appends one memory.formation.requested (idempotent on the derivation key); memory._append makes it the governing request and refreshes due_at.';
COMMENT ON FUNCTION memory._refresh_due_at(text, text, text) IS 'Private: recomputes sessions.due_at from the governing request, activity, close and watermark.';
