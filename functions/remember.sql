-- The explicit path: a user asks to remember something. Same gates, corrections and
-- resolver as automatic formation, at user authority; the request itself is logged so
-- replay and re-derivation can reproduce it.

CREATE OR REPLACE FUNCTION memory.remember(
    p_tenant text,
    p_principal text,
    p_session text,
    p_candidate jsonb)
RETURNS jsonb
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_started timestamptz := clock_timestamp();
    v_policy jsonb := memory._policy();
    v_scope text;
    v_reason text;
    v_run_id uuid;
    v_seq bigint;
    v_event_id bigint;
    v_outcome text;
    v_detail text;
    v_belief_id uuid;
    v_superseded integer := 0;
    v_conflicted integer := 0;
    v_events jsonb;
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    PERFORM memory._require_identity(p_tenant, p_principal, p_session);
    PERFORM memory._validate_candidates(jsonb_build_array(p_candidate), v_policy, false);

    SELECT s.scope INTO v_scope FROM memory.sessions s
     WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session;
    v_scope := coalesce(v_scope, 'user');

    -- Nothing that fails a gate reaches the log: a secret the user asked to remember is not stored anywhere.
    v_reason := CASE
        WHEN coalesce(p_candidate ->> 'proposed_scope', v_scope) <> v_scope THEN 'scope_mismatch'
        WHEN memory._rank(coalesce(p_candidate ->> 'portability', memory.portability_ceiling(p_candidate ->> 'belief_type')))
             > memory._rank(memory.portability_ceiling(p_candidate ->> 'belief_type')) THEN 'portability_ceiling'
        ELSE memory.eligibility_reason(p_candidate ->> 'statement', false)
    END;

    INSERT INTO memory.consolidation_runs (tenant_id, principal_id, session_id, trigger, scope, extractor,
                                           extractor_version, policy_version, proposed, extractor_proposed, started_at)
    VALUES (p_tenant, p_principal, p_session, 'explicit', v_scope, 'explicit', '1', 'remember@1', 1, 1, v_started)
    RETURNING run_id INTO v_run_id;

    IF v_reason IS NOT NULL THEN
        v_outcome := 'rejected';
        v_detail := v_reason;
    ELSE
        v_seq := memory._append(p_tenant, p_principal, p_session, 'memory.remembered',
                                jsonb_build_object('candidate', p_candidate, 'run_id', v_run_id),
                                'system', 'affirmed', clock_timestamp(), NULL, p_principal, NULL, NULL, false);
        SELECT e.event_id INTO STRICT v_event_id FROM memory.events e
         WHERE e.tenant_id = p_tenant AND e.principal_id = p_principal AND e.session_id = p_session AND e.seq = v_seq;
        SELECT r.o_outcome, r.o_detail, r.o_belief_id, r.o_superseded, r.o_conflicted, r.o_events
          INTO v_outcome, v_detail, v_belief_id, v_superseded, v_conflicted, v_events
          FROM memory._resolve_candidate(p_tenant, p_principal, p_session, v_scope, v_run_id, 'remember@1', v_policy,
                                         p_candidate, 'user', ARRAY[v_event_id], ARRAY[v_seq], clock_timestamp(), v_seq) r;
        PERFORM memory._append_memory_events(p_tenant, p_principal, p_session, v_events);
    END IF;

    INSERT INTO memory.candidate_outcomes (run_id, candidate_index, tenant_id, principal_id, outcome, detail, belief_id)
    VALUES (v_run_id, 0, p_tenant, p_principal, v_outcome, v_detail, v_belief_id);
    PERFORM memory._finish_run(v_run_id, (v_outcome = 'committed')::integer, (v_outcome = 'reinforced')::integer,
                               v_superseded, v_conflicted, (v_outcome = 'rejected')::integer, NULL);

    RETURN jsonb_build_object('outcome', v_outcome, 'detail', v_detail, 'belief_id', v_belief_id, 'run_id', v_run_id,
                              'superseded', v_superseded, 'conflicted', v_conflicted);
END;
$$;

COMMENT ON FUNCTION memory.remember(text, text, text, jsonb) IS
    'Explicitly remembers one candidate ({belief_type, subject, statement, polarity, confidence, portability, sensitivity, '
    'valid_from, expires_at}) at user authority in the session''s scope: same eligibility gates, corrections and resolver as '
    'automatic formation; an accepted request is logged as memory.remembered and becomes the belief''s source. '
    'Returns {outcome: committed|reinforced|rejected, detail, belief_id, run_id}.';
