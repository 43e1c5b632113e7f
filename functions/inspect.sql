-- Principal-scoped reads of the semantic tier: what is believed, and how a session was formed.

CREATE OR REPLACE FUNCTION memory.list_beliefs(
    p_tenant text,
    p_principal text,
    p_include_inactive boolean DEFAULT false,
    p_belief_type text DEFAULT NULL,
    p_scope text DEFAULT NULL,
    p_subject text DEFAULT NULL,
    p_session text DEFAULT NULL,
    p_flagged boolean DEFAULT NULL)
RETURNS TABLE (
    belief_id uuid,
    belief_type text,
    subject text,
    statement text,
    polarity text,
    authority text,
    confidence numeric,
    status text,
    scope text,
    portability text,
    sensitivity text,
    flagged_for_review boolean,
    corroboration_count integer,
    valid_from timestamptz,
    valid_to timestamptz,
    superseded_by uuid,
    formation_run_id uuid,
    origin_scopes text[],
    expires_at timestamptz,
    low_signal boolean,
    contradiction_group uuid)
LANGUAGE plpgsql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    IF p_tenant IS NULL OR p_principal IS NULL THEN
        RAISE EXCEPTION 'tenant and principal are required' USING ERRCODE = 'MF002';
    END IF;
    RETURN QUERY
        SELECT b.belief_id, b.belief_type, b.subject, b.statement, b.polarity, b.authority, b.confidence, b.status,
               b.scope, b.portability, b.sensitivity, b.flagged_for_review, b.corroboration_count, b.valid_from,
               b.valid_to, b.superseded_by, b.formation_run_id, b.origin_scopes, b.expires_at, b.low_signal,
               b.contradiction_group
          FROM memory.beliefs b
         WHERE b.tenant_id = p_tenant AND b.principal_id = p_principal
           AND (p_include_inactive OR b.status IN ('provisional', 'active'))
           AND (p_belief_type IS NULL OR b.belief_type = p_belief_type)
           AND (p_scope IS NULL OR b.scope = p_scope)
           AND (p_subject IS NULL OR b.subject = p_subject OR b.subject LIKE p_subject || ':%')
           AND (p_flagged IS NULL OR (b.flagged_for_review OR b.low_signal) = p_flagged)
           AND (p_session IS NULL OR EXISTS (SELECT 1 FROM memory.belief_sources bs
                                              WHERE bs.belief_id = b.belief_id AND bs.session_id = p_session))
         ORDER BY b.subject, b.valid_from, b.created_at;
END;
$$;

CREATE OR REPLACE FUNCTION memory.diagnose_session(p_tenant text, p_principal text, p_session text)
RETURNS jsonb
LANGUAGE plpgsql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_result jsonb;
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    PERFORM memory._require_identity(p_tenant, p_principal, p_session);
    SELECT jsonb_build_object(
        'session', jsonb_build_object('tenant', s.tenant_id, 'principal', s.principal_id, 'session', s.session_id,
                                      'scope', s.scope, 'last_seq', s.last_seq, 'watermark', s.watermark_seq,
                                      'due_at', s.due_at, 'closed_at', s.closed_at,
                                      'last_activity_at', s.last_activity_at),
        'formation_requests', coalesce((
            SELECT jsonb_agg(jsonb_build_object('seq', e.seq, 'derivation_key', e.derivation_key,
                                                'reason', e.payload ->> 'reason', 'not_before', e.not_before,
                                                'consolidated', e.seq <= s.watermark_seq) ORDER BY e.seq)
              FROM memory.events e
             WHERE e.tenant_id = s.tenant_id AND e.principal_id = s.principal_id AND e.session_id = s.session_id
               AND e.event_type = 'memory.formation.requested'), '[]'::jsonb),
        'hook_failures', (
            SELECT count(*) FROM memory.events e
             WHERE e.tenant_id = s.tenant_id AND e.principal_id = s.principal_id AND e.session_id = s.session_id
               AND e.event_type = 'memory.process.formation_flag_failed'),
        'runs', coalesce((
            SELECT jsonb_agg(jsonb_build_object(
                       'run_id', r.run_id, 'trigger', r.trigger, 'started_at', r.started_at,
                       'watermark_before', r.watermark_before, 'watermark_after', r.watermark_after,
                       'extractor', r.extractor, 'extractor_version', r.extractor_version,
                       'policy_version', r.policy_version, 'proposed', r.proposed, 'committed', r.committed,
                       'reinforced', r.reinforced, 'superseded', r.superseded, 'conflicted', r.conflicted,
                       'rejected', r.rejected, 'retired', r.retired, 'elapsed_ms', r.elapsed_ms,
                       'unread', (SELECT jsonb_build_object('seqs', e.payload -> 'seqs', 'error', e.payload -> 'error')
                                    FROM memory.events e
                                   WHERE e.tenant_id = s.tenant_id AND e.principal_id = s.principal_id
                                     AND e.session_id = s.session_id AND e.event_type = 'memory.extraction.unread'
                                     AND e.payload ->> 'run_id' = r.run_id::text
                                   LIMIT 1),
                       'outcomes', (SELECT jsonb_agg(jsonb_build_object('index', o.candidate_index, 'outcome', o.outcome,
                                                                        'detail', o.detail, 'belief_id', o.belief_id)
                                                     ORDER BY o.candidate_index)
                                      FROM memory.candidate_outcomes o WHERE o.run_id = r.run_id))
                       ORDER BY r.started_at)
              FROM memory.consolidation_runs r
             WHERE r.tenant_id = s.tenant_id AND r.principal_id = s.principal_id AND r.session_id = s.session_id),
            '[]'::jsonb),
        'beliefs_formed', coalesce((
            SELECT jsonb_agg(jsonb_build_object('belief_id', b.belief_id, 'subject', b.subject, 'status', b.status,
                                                'flagged_for_review', b.flagged_for_review) ORDER BY b.created_at)
              FROM memory.beliefs b JOIN memory.consolidation_runs r ON r.run_id = b.formation_run_id
             WHERE r.tenant_id = s.tenant_id AND r.principal_id = s.principal_id AND r.session_id = s.session_id),
            '[]'::jsonb))
      INTO v_result
      FROM memory.sessions s
     WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session;
    IF v_result IS NULL THEN
        RAISE EXCEPTION 'no session % for principal %', p_session, p_principal USING ERRCODE = 'MF020';
    END IF;
    RETURN v_result;
END;
$$;

CREATE OR REPLACE FUNCTION memory.next_due_at()
RETURNS timestamptz
LANGUAGE plpgsql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_now timestamptz := now();
BEGIN
    -- Sessions already due become claimable when their lease (another worker's, or a
    -- failure's back-off) runs out: the due backlog, walked through sessions_due_idx.
    -- A session not yet due becomes claimable no earlier than its due_at: one index probe,
    -- a lower bound (its lease, if any, is looked at once it is due).
    RETURN least(
        (SELECT min(greatest(s.due_at, coalesce(s.claimed_until, s.due_at)))
           FROM memory.sessions s
          WHERE s.due_at IS NOT NULL AND s.due_at <= v_now),
        (SELECT min(s.due_at)
           FROM memory.sessions s
          WHERE s.due_at IS NOT NULL AND s.due_at > v_now));
END;
$$;

COMMENT ON FUNCTION memory.list_beliefs(text, text, boolean, text, text, text, text, boolean) IS
    'The principal''s beliefs, live only unless p_include_inactive; optionally of one type, scope, subject (or its '
    'sub-keys), source session, or flagged state (flagged for review or low-signal), by subject then validity. '
    'Each row carries both flags (flagged_for_review, low_signal), its origin scopes, expiry and contradiction group.';
COMMENT ON FUNCTION memory.diagnose_session(text, text, text) IS
    'One session''s formation lifecycle as jsonb: the session and its watermark, formation requests, hook failures, '
    'consolidation runs with versions, counts, per-candidate outcomes (reason codes) and the events the extractor '
    'failed on (unread: seqs and the exception''s type and frame, or null), and the beliefs they formed. '
    'No message, prompt or response bodies.';
COMMENT ON FUNCTION memory.next_due_at() IS
    'The earliest time a pending session may become claimable (NULL when none): for a session already due, the later '
    'of its due_at and its lease (claimed_until); for one not yet due, its due_at. How long a worker may sleep.';
