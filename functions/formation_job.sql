-- What a consolidation job covers: the session's scope, its watermark and the prefix after it.

CREATE OR REPLACE FUNCTION memory.formation_job(
    p_tenant text,
    p_principal text,
    p_session text,
    p_trigger text DEFAULT 'session')
RETURNS jsonb
LANGUAGE plpgsql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_session memory.sessions%ROWTYPE;
BEGIN
    PERFORM memory._require_identity(p_tenant, p_principal, p_session);
    SELECT * INTO v_session FROM memory.sessions s
     WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no session % for principal %', p_session, p_principal
            USING ERRCODE = 'MF020';
    END IF;
    RETURN jsonb_build_object(
        'tenant', p_tenant, 'principal', p_principal, 'session', p_session,
        'scope', v_session.scope, 'trigger', p_trigger,
        'watermark_before', v_session.watermark_seq, 'prefix_end', v_session.last_seq);
END;
$$;

CREATE OR REPLACE FUNCTION memory.session_prefix(
    p_tenant text,
    p_principal text,
    p_session text,
    p_after_seq bigint DEFAULT NULL,
    p_through_seq bigint DEFAULT NULL)
RETURNS TABLE (
    seq bigint,
    event_type text,
    author_role text,
    authoring_principal_id text,
    trust text,
    payload jsonb,
    occurred_at timestamptz)
LANGUAGE plpgsql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_after bigint;
    v_through bigint;
BEGIN
    PERFORM memory._require_identity(p_tenant, p_principal, p_session);
    SELECT coalesce(p_after_seq, s.watermark_seq), coalesce(p_through_seq, s.last_seq)
      INTO v_after, v_through
      FROM memory.sessions s
     WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no session % for principal %', p_session, p_principal
            USING ERRCODE = 'MF020';
    END IF;
    RETURN QUERY
        SELECT e.seq, e.event_type, e.author_role, e.authoring_principal_id, e.trust, e.payload, e.occurred_at
          FROM memory.events e
         WHERE e.tenant_id = p_tenant AND e.principal_id = p_principal AND e.session_id = p_session
           AND e.seq > v_after AND e.seq <= v_through
         ORDER BY e.seq;
END;
$$;

-- What came just before a prefix, for an extractor whose reading of a message depends on earlier ones
-- (a role-play cast in an earlier batch). Bounded three ways, so a long session does not make every
-- consolidation read its whole history: at most p_max_messages user messages, found among the
-- p_max_events events before the prefix, whose payloads total at most p_max_bytes (a pasted document
-- or two must not make every later consolidation ship megabytes). The walk is a backward range scan of
-- the (tenant, principal, session, seq) unique index.
CREATE OR REPLACE FUNCTION memory.session_context(
    p_tenant text,
    p_principal text,
    p_session text,
    p_before_seq bigint,
    p_max_messages integer DEFAULT 50,
    p_max_events integer DEFAULT 1000,
    p_max_bytes integer DEFAULT 262144)
RETURNS TABLE (
    seq bigint,
    event_type text,
    author_role text,
    authoring_principal_id text,
    trust text,
    payload jsonb,
    occurred_at timestamptz)
LANGUAGE plpgsql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM memory._require_identity(p_tenant, p_principal, p_session);
    IF p_before_seq IS NULL OR p_before_seq < 0 THEN
        RAISE EXCEPTION 'p_before_seq must be a non-negative seq' USING ERRCODE = 'MF020';
    END IF;
    -- The bound is the point: a caller may look back less, never without limit.
    IF p_max_messages IS NULL OR p_max_messages NOT BETWEEN 0 AND 500
       OR p_max_events IS NULL OR p_max_events NOT BETWEEN 0 AND 10000
       OR p_max_bytes IS NULL OR p_max_bytes NOT BETWEEN 0 AND 4194304 THEN
        RAISE EXCEPTION 'the lookback is at most 500 messages among at most 10000 events, at most 4 MiB'
            USING ERRCODE = 'MF020',
                  HINT = 'p_max_messages in 0..500, p_max_events in 0..10000, p_max_bytes in 0..4194304.';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM memory.sessions s
                    WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session) THEN
        RAISE EXCEPTION 'no session % for principal %', p_session, p_principal
            USING ERRCODE = 'MF020';
    END IF;
    RETURN QUERY
        SELECT c.seq, c.event_type, c.author_role, c.authoring_principal_id, c.trust, c.payload, c.occurred_at
          FROM (SELECT l.*, sum(octet_length(l.payload::text)) OVER (ORDER BY l.seq DESC) AS running_bytes
                  FROM (SELECT e.seq, e.event_type, e.author_role, e.authoring_principal_id, e.trust, e.payload,
                               e.occurred_at
                          FROM memory.events e
                         WHERE e.tenant_id = p_tenant AND e.principal_id = p_principal
                           AND e.session_id = p_session
                           AND e.seq <= p_before_seq AND e.seq > p_before_seq - p_max_events
                           AND e.event_type = 'user.message.created'
                         ORDER BY e.seq DESC
                         LIMIT p_max_messages) l) c
         -- the latest messages that fit: one that does not fit ends the walk back
         WHERE c.running_bytes <= p_max_bytes
         ORDER BY c.seq;
END;
$$;

COMMENT ON FUNCTION memory.formation_job(text, text, text, text) IS
    'The job for consolidating a session now: tenant, principal, session, scope, trigger, watermark_before (the current watermark) and prefix_end (the last seq). Pass it unchanged to commit_formation.';
COMMENT ON FUNCTION memory.session_prefix(text, text, text, bigint, bigint) IS
    'The events a job covers: seq in (p_after_seq, p_through_seq], by default (watermark, last seq], in order.';
COMMENT ON FUNCTION memory.session_context(text, text, text, bigint, integer, integer, integer) IS
    'Context for a prefix, never its sources: the last p_max_messages (at most 500) user messages among the '
    'p_max_events (at most 10000) events with seq <= p_before_seq whose payloads total at most p_max_bytes '
    '(at most 4 MiB), in seq order. What lies beyond is not returned. The worker passes it to the extractor so '
    'that state set up in an earlier batch (a role-play) carries over.';
