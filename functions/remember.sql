-- The explicit path: a user asks to remember something. Same gates, corrections and
-- resolver as automatic formation, at user authority; the request itself is logged (its
-- gated, whitelisted fields only) so replay and re-derivation can reproduce it.

-- Only what the resolver reads is logged for an explicit remember; evidence, source_seqs and
-- proposed_scope are not. A retry of a request is compared on the same fields.
CREATE OR REPLACE FUNCTION memory._logged_candidate(p_candidate jsonb)
RETURNS jsonb
LANGUAGE sql IMMUTABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(jsonb_object_agg(c.key, c.value), '{}'::jsonb)
      FROM jsonb_each(p_candidate) c
     WHERE c.key IN ('belief_type', 'subject', 'statement', 'polarity', 'confidence', 'portability',
                     'sensitivity', 'valid_from', 'expires_at')
$$;

CREATE OR REPLACE FUNCTION memory._remember(
    p_tenant text,
    p_principal text,
    p_session text,
    p_candidate jsonb,
    p_scope text,
    p_derivation_key text DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_started timestamptz := clock_timestamp();
    v_policy jsonb := memory._policy();
    v_subject text;
    v_type text;
    v_sha text;
    v_norm text;
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
    v_logged jsonb;
    v_cleared uuid[] := '{}'::uuid[];
BEGIN
    PERFORM memory._require_identity(p_tenant, p_principal, p_session);
    PERFORM memory._validate_candidates(jsonb_build_array(p_candidate), v_policy, false);
    v_subject := btrim(p_candidate ->> 'subject');
    v_type := p_candidate ->> 'belief_type';

    -- The subject lock before anything touches the session row (_append locks it), in the
    -- order commit_formation takes them: subject locks first, then the session row.
    PERFORM memory._lock_subjects(p_tenant, p_principal, ARRAY[v_subject]);
    -- and the content's lock (shared), also before the session row, in delete_belief's order
    PERFORM memory._lock_content(p_tenant, p_principal,
                                 ARRAY[memory.statement_sha256(btrim(p_candidate ->> 'statement'))], false);

    -- Nothing that fails a gate reaches the log: a secret the user asked to remember is not
    -- stored anywhere, whichever field carries it.
    v_reason := CASE
        WHEN coalesce(p_candidate ->> 'proposed_scope', p_scope) <> p_scope THEN 'scope_mismatch'
        WHEN memory._rank(coalesce(p_candidate ->> 'portability', memory.portability_ceiling(v_type)))
             > memory._rank(memory.portability_ceiling(v_type)) THEN 'portability_ceiling'
        ELSE coalesce(memory.eligibility_reason(p_candidate ->> 'statement', false),
                      memory.eligibility_reason(p_candidate ->> 'subject', true),
                      memory.eligibility_reason(p_candidate ->> 'evidence', true))
    END;

    INSERT INTO memory.consolidation_runs (tenant_id, principal_id, session_id, trigger, scope, extractor,
                                           extractor_version, policy_version, proposed, extractor_proposed, started_at)
    VALUES (p_tenant, p_principal, p_session, 'explicit', p_scope, 'explicit', '1', 'remember@1', 1, 1, v_started)
    RETURNING run_id INTO v_run_id;

    IF v_reason IS NOT NULL THEN
        v_outcome := 'rejected';
        v_detail := v_reason;
    ELSE
        v_logged := memory._logged_candidate(p_candidate);
        v_seq := memory._append(p_tenant, p_principal, p_session, 'memory.remembered',
                                jsonb_build_object('candidate', v_logged, 'run_id', v_run_id),
                                'system', 'affirmed', clock_timestamp(), p_derivation_key, p_principal, NULL, NULL, false);
        SELECT e.event_id INTO STRICT v_event_id FROM memory.events e
         WHERE e.tenant_id = p_tenant AND e.principal_id = p_principal AND e.session_id = p_session AND e.seq = v_seq;

        -- An explicit statement at user authority wins over the user's own earlier rejections of
        -- it (the ones formation would refuse it by): they stop being outstanding, unless the
        -- statement is refused anyway (a tombstone keeps refusing).
        v_sha := memory.statement_sha256(btrim(p_candidate ->> 'statement'));
        v_norm := memory.normalize_statement(btrim(p_candidate ->> 'statement'));
        WITH cleared AS (
            UPDATE memory.rejections r SET outstanding = false
             WHERE r.rejection_id IN (SELECT memory._outstanding_rejections(
                       p_tenant, p_principal, v_subject, p_scope, v_sha, v_norm,
                       (v_policy ->> 'duplicate_similarity')::numeric))
            RETURNING r.rejection_id)
        SELECT coalesce(array_agg(c.rejection_id), '{}'::uuid[]) INTO v_cleared FROM cleared c;

        SELECT r.o_outcome, r.o_detail, r.o_belief_id, r.o_superseded, r.o_conflicted, r.o_events
          INTO v_outcome, v_detail, v_belief_id, v_superseded, v_conflicted, v_events
          FROM memory._resolve_candidate(p_tenant, p_principal, p_session, p_scope, v_run_id, 'remember@1', v_policy,
                                         p_candidate, 'user', ARRAY[v_event_id], ARRAY[v_seq], clock_timestamp(), v_seq) r;
        IF v_outcome = 'rejected' AND cardinality(v_cleared) > 0 THEN
            UPDATE memory.rejections r SET outstanding = true WHERE r.rejection_id = ANY (v_cleared);
            v_cleared := '{}'::uuid[];
        END IF;
        PERFORM memory._append_memory_events(p_tenant, p_principal, p_session, v_events);
    END IF;

    INSERT INTO memory.candidate_outcomes (run_id, candidate_index, tenant_id, principal_id, outcome, detail, belief_id)
    VALUES (v_run_id, 0, p_tenant, p_principal, v_outcome, v_detail, v_belief_id);
    PERFORM memory._finish_run(v_run_id, (v_outcome = 'committed')::integer, (v_outcome = 'reinforced')::integer,
                               v_superseded, v_conflicted, (v_outcome = 'rejected')::integer, NULL);

    RETURN jsonb_build_object('outcome', v_outcome, 'detail', v_detail, 'belief_id', v_belief_id, 'run_id', v_run_id,
                              'superseded', v_superseded, 'conflicted', v_conflicted,
                              'rejections_cleared', cardinality(v_cleared));
END;
$$;

CREATE OR REPLACE FUNCTION memory.remember(
    p_tenant text,
    p_principal text,
    p_session text,
    p_candidate jsonb,
    p_request_id text DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_scope text;
    v_key text := 'remember:' || p_request_id;
    v_prior_run uuid;
    v_prior_candidate jsonb;
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    PERFORM memory._require_identity(p_tenant, p_principal, p_session);
    PERFORM memory._require_client_session(p_session);
    IF p_request_id IS NOT NULL AND (btrim(p_request_id) = '' OR length(p_request_id) > 190) THEN
        RAISE EXCEPTION 'request id must be 1 to 190 characters' USING ERRCODE = 'MF011';
    END IF;
    IF p_request_id IS NOT NULL THEN
        -- A client retry of the same request returns the first answer instead of reinforcing
        -- again; retries of one request wait for each other.
        PERFORM pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('memform.remember:' || p_tenant || '/' || p_principal),
                                                 pg_catalog.hashtext(p_session || '/' || p_request_id));
        SELECT (e.payload ->> 'run_id')::uuid, e.payload -> 'candidate' INTO v_prior_run, v_prior_candidate
          FROM memory.events e
         WHERE e.tenant_id = p_tenant AND e.principal_id = p_principal AND e.session_id = p_session
           AND e.event_type = 'memory.remembered' AND e.derivation_key = v_key;
        IF FOUND THEN
            -- A retry asks for the same thing; another candidate under a used request id would be
            -- answered with the first one's outcome and dropped without a word.
            IF v_prior_candidate IS DISTINCT FROM memory._logged_candidate(p_candidate) THEN
                RAISE EXCEPTION 'request id % was already used for another candidate', quote_literal(left(p_request_id, 80))
                    USING ERRCODE = 'MF013',
                          HINT = 'A request id names one request: resend the same candidate, or use a new id.';
            END IF;
            RETURN (SELECT jsonb_build_object('outcome', o.outcome, 'detail', o.detail, 'belief_id', o.belief_id,
                                              'run_id', r.run_id, 'superseded', r.superseded,
                                              'conflicted', r.conflicted, 'rejections_cleared', 0,
                                              'repeated_request', true)
                      FROM memory.consolidation_runs r
                      JOIN memory.candidate_outcomes o ON o.run_id = r.run_id AND o.candidate_index = 0
                     WHERE r.run_id = v_prior_run);
        END IF;
    END IF;
    SELECT s.scope INTO v_scope FROM memory.sessions s
     WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session;
    RETURN memory._remember(p_tenant, p_principal, p_session, p_candidate, coalesce(v_scope, 'user'),
                            CASE WHEN p_request_id IS NOT NULL THEN v_key END);
END;
$$;

COMMENT ON FUNCTION memory._remember(text, text, text, jsonb, text, text) IS
    'Private: remember in an explicit scope (the session''s for remember, the corrected belief''s for an edit). Takes the '
    'subject lock before the session row; gates statement, subject and evidence; logs only the whitelisted fields; '
    'clears the outstanding rejections the statement matches unless it is refused anyway. p_derivation_key keys the '
    'memory.remembered event (a request id).';
COMMENT ON FUNCTION memory.remember(text, text, text, jsonb, text) IS
    'Explicitly remembers one candidate ({belief_type, subject, statement, polarity, confidence, portability, sensitivity, '
    'valid_from, expires_at, evidence; source_seqs and proposed_scope are accepted and not logged; any other field is '
    'refused, MF021) at user authority in the session''s scope (not a memform: session, MF014): same '
    'eligibility gates (on statement, subject and evidence), corrections and resolver as automatic formation. An accepted '
    'request is logged as memory.remembered with only {belief_type, subject, statement, polarity, confidence, portability, '
    'sensitivity, valid_from, expires_at} and becomes the belief''s source. An explicit statement wins over the user''s '
    'earlier rejection of it (untrue, changed, not_here here): those rejections stop being outstanding; a deletion '
    '(tombstone) still refuses it. With p_request_id (1-190 characters, MF011), a retry of an accepted request returns '
    'the first answer with repeated_request: true and changes nothing; another candidate under that id is refused '
    '(MF013). Returns {outcome: committed|reinforced|rejected, '
    'detail, belief_id, run_id, superseded, conflicted, rejections_cleared}.';
COMMENT ON FUNCTION memory._logged_candidate(jsonb) IS 'Private: the fields of a remembered candidate that are logged in memory.remembered and compared on a retry of its request id.';
