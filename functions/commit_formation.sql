-- The only automatic write path: one transaction that claims the session, gates and
-- resolves every candidate, writes the audit and events, and advances the watermark.

CREATE OR REPLACE FUNCTION memory._validate_extraction(p_extraction jsonb)
RETURNS void
LANGUAGE plpgsql IMMUTABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_field text;
BEGIN
    IF jsonb_typeof(p_extraction) IS DISTINCT FROM 'object' THEN
        RAISE EXCEPTION 'extraction metadata must be a JSON object' USING ERRCODE = 'MF026';
    END IF;
    FOREACH v_field IN ARRAY ARRAY['extractor', 'extractor_version', 'policy_version'] LOOP
        IF jsonb_typeof(p_extraction -> v_field) IS DISTINCT FROM 'string' OR btrim(p_extraction ->> v_field) = ''
           OR length(p_extraction ->> v_field) > 100 THEN
            RAISE EXCEPTION 'extraction metadata needs a string % of at most 100 characters', v_field
                USING ERRCODE = 'MF026',
                      HINT = 'e.g. {"extractor": "deterministic", "extractor_version": "2", "policy_version": "formation@7"}';
        END IF;
    END LOOP;
    IF p_extraction ? 'proposed' AND NOT memory._is_json_integer(p_extraction -> 'proposed', 0, 2147483647) THEN
        RAISE EXCEPTION 'extraction metadata proposed must be a non-negative integer' USING ERRCODE = 'MF026';
    END IF;
    IF p_extraction ? 'provider_failure' AND (jsonb_typeof(p_extraction -> 'provider_failure') IS DISTINCT FROM 'object'
       OR jsonb_typeof(p_extraction -> 'provider_failure' -> 'retryable') IS DISTINCT FROM 'boolean') THEN
        RAISE EXCEPTION 'provider_failure must be an object with a boolean retryable' USING ERRCODE = 'MF026';
    END IF;
    IF p_extraction ? 'unread' AND (jsonb_typeof(p_extraction -> 'unread') IS DISTINCT FROM 'object'
       OR jsonb_typeof(p_extraction -> 'unread' -> 'seqs') IS DISTINCT FROM 'array'
       OR jsonb_array_length(p_extraction -> 'unread' -> 'seqs') NOT BETWEEN 1 AND 10000
       OR EXISTS (SELECT 1 FROM jsonb_array_elements(p_extraction -> 'unread' -> 'seqs') AS u(seq)
                   WHERE NOT memory._is_json_integer(u.seq, 1, 9223372036854775807))
       OR jsonb_typeof(p_extraction -> 'unread' -> 'error') IS DISTINCT FROM 'string'
       OR length(p_extraction -> 'unread' ->> 'error') > 200
       OR p_extraction -> 'unread' ->> 'error' !~ '^[A-Za-z_][A-Za-z0-9_.]*( at [^\s:]+:[0-9]+ in [^\s]+)?$') THEN
        RAISE EXCEPTION 'unread must be an object with seqs (1 to 10000 positive integers) and an error naming the exception and its frame'
            USING ERRCODE = 'MF026',
                  HINT = 'e.g. {"seqs": [4], "error": "KeyError at deterministic.py:120 in classify"}: never the exception''s message, which may quote the user';
    END IF;
    IF p_extraction ? 'prefix' AND (jsonb_typeof(p_extraction -> 'prefix') IS DISTINCT FROM 'object'
       OR NOT memory._is_json_integer(p_extraction -> 'prefix' -> 'proposed', 0, 2147483647)
       OR (p_extraction -> 'prefix' ? 'first_run'
           AND (jsonb_typeof(p_extraction -> 'prefix' -> 'first_run') IS DISTINCT FROM 'string'
                OR p_extraction -> 'prefix' ->> 'first_run'
                   !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'))) THEN
        RAISE EXCEPTION 'prefix must be an object with the whole prefix''s proposed count and, after the first window, its first_run id'
            USING ERRCODE = 'MF026',
                  HINT = 'e.g. {"proposed": 30, "first_run": "0190c3e2-..."}';
    END IF;
END;
$$;

CREATE OR REPLACE FUNCTION memory._validate_candidates(p_candidates jsonb, p_policy jsonb, p_needs_sources boolean)
RETURNS integer
LANGUAGE plpgsql STABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_count integer;
BEGIN
    IF jsonb_typeof(p_candidates) IS DISTINCT FROM 'array' THEN
        RAISE EXCEPTION 'candidates must be a JSON array' USING ERRCODE = 'MF021';
    END IF;
    v_count := jsonb_array_length(p_candidates);
    IF v_count > (p_policy ->> 'max_candidates_per_call')::integer THEN
        RAISE EXCEPTION 'at most % candidates per call, got %', p_policy ->> 'max_candidates_per_call', v_count
            USING ERRCODE = 'MF021';
    END IF;
    FOR i IN 0 .. v_count - 1 LOOP
        PERFORM memory._validate_candidate(p_candidates -> i, i, p_policy, p_needs_sources);
    END LOOP;
    RETURN v_count;
END;
$$;

CREATE OR REPLACE FUNCTION memory._finish_run(
    p_run_id uuid,
    p_committed integer,
    p_reinforced integer,
    p_superseded integer,
    p_conflicted integer,
    p_rejected integer,
    p_watermark_after bigint)
RETURNS void
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    UPDATE memory.consolidation_runs r
       SET committed = p_committed, reinforced = p_reinforced, superseded = p_superseded,
           conflicted = p_conflicted, rejected = p_rejected, watermark_after = p_watermark_after,
           finished_at = clock_timestamp(),
           elapsed_ms = round(extract(epoch FROM clock_timestamp() - r.started_at)::numeric * 1000, 3)
     WHERE r.run_id = p_run_id;
END;
$$;

CREATE OR REPLACE FUNCTION memory.commit_formation(
    p_job jsonb,
    p_candidates jsonb,
    p_extraction jsonb)
RETURNS jsonb
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_started timestamptz := clock_timestamp();
    v_policy jsonb := memory._policy();
    v_tenant text;
    v_principal text;
    v_session_id text;
    v_trigger text;
    v_watermark_before bigint;
    v_prefix_end bigint;
    v_window_start bigint;
    v_reconcile_from bigint;
    v_reconcile_through bigint;
    v_session memory.sessions%ROWTYPE;
    v_count integer;
    v_cap integer;
    v_run_id uuid;
    v_candidate jsonb;
    v_source record;
    v_outcome text;
    v_detail text;
    v_belief_id uuid;
    v_candidate_superseded integer;
    v_candidate_conflicted integer;
    v_candidate_events jsonb;
    v_events jsonb := '[]'::jsonb;
    v_seq_before_events bigint;
    v_watermark_after bigint;
    v_attempt integer;
    v_keep_pending boolean := false;
    v_outcomes jsonb := '[]'::jsonb;
    v_committed integer := 0;
    v_reinforced integer := 0;
    v_superseded integer := 0;
    v_conflicted integer := 0;
    v_rejected integer := 0;
    v_mentioned text[];
    v_unfounded uuid[] := '{}'::uuid[];
    v_unfounded_subjects text[] := '{}'::text[];
    v_retired integer := 0;
BEGIN
    -- Bad input is refused before anything is claimed or written.
    IF jsonb_typeof(p_job) IS DISTINCT FROM 'object' THEN
        RAISE EXCEPTION 'job must be a JSON object' USING ERRCODE = 'MF020',
              HINT = 'Use memory.formation_job(tenant, principal, session).';
    END IF;
    v_tenant := p_job ->> 'tenant';
    v_principal := p_job ->> 'principal';
    v_session_id := p_job ->> 'session';
    PERFORM memory._require_identity(v_tenant, v_principal, v_session_id);
    IF NOT memory._is_json_integer(p_job -> 'watermark_before', 0, 9223372036854775807)
       OR NOT memory._is_json_integer(p_job -> 'prefix_end', 0, 9223372036854775807) THEN
        RAISE EXCEPTION 'job needs integer watermark_before and prefix_end (non-negative seqs)' USING ERRCODE = 'MF020';
    END IF;
    v_watermark_before := (p_job ->> 'watermark_before')::bigint;
    v_prefix_end := (p_job ->> 'prefix_end')::bigint;
    v_trigger := coalesce(p_job ->> 'trigger', 'session');
    IF v_trigger NOT IN ('session', 'replay', 'rederive', 'scheduled') THEN
        RAISE EXCEPTION 'unknown trigger %', quote_literal(v_trigger) USING ERRCODE = 'MF020';
    END IF;
    -- Replay and re-derivation re-read an already consolidated prefix from replay_from.
    v_window_start := v_watermark_before;
    IF p_job ? 'replay_from' THEN
        IF v_trigger NOT IN ('replay', 'rederive')
           OR NOT memory._is_json_integer(p_job -> 'replay_from', 0, v_watermark_before) THEN
            RAISE EXCEPTION 'replay_from is a seq between 0 and watermark_before, for replay and rederive jobs only'
                USING ERRCODE = 'MF020';
        END IF;
        v_window_start := (p_job ->> 'replay_from')::bigint;
    END IF;
    IF p_job ? 'reconcile' AND (jsonb_typeof(p_job -> 'reconcile') IS DISTINCT FROM 'boolean' OR NOT p_job ? 'replay_from') THEN
        RAISE EXCEPTION 'reconcile is a boolean, for jobs with replay_from only' USING ERRCODE = 'MF020';
    END IF;
    -- A window or turn of a longer re-read retires what has every source in the whole re-read, not only in
    -- itself (a belief said in two windows was kept for good): named_subjects holds what all of it names.
    v_reconcile_from := v_window_start;
    v_reconcile_through := v_prefix_end;
    IF p_job ? 'reconcile_from' OR p_job ? 'reconcile_through' THEN
        IF NOT p_job ? 'reconcile'
           OR NOT memory._is_json_integer(p_job -> 'reconcile_from', 0, v_window_start)
           OR NOT memory._is_json_integer(p_job -> 'reconcile_through', v_prefix_end, 9223372036854775807) THEN
            RAISE EXCEPTION 'reconcile_from and reconcile_through bound the re-read a window belongs to: both given, '
                            'with reconcile, 0 <= reconcile_from <= replay_from and reconcile_through >= prefix_end'
                USING ERRCODE = 'MF020';
        END IF;
        v_reconcile_from := (p_job ->> 'reconcile_from')::bigint;
        v_reconcile_through := (p_job ->> 'reconcile_through')::bigint;
    END IF;
    IF p_job ? 'named_subjects' AND (NOT p_job ? 'reconcile'
       OR jsonb_typeof(p_job -> 'named_subjects') IS DISTINCT FROM 'array'
       OR jsonb_array_length(p_job -> 'named_subjects') > (SELECT f.value FROM memory.formation_policy f
                                                            WHERE f.key = 'max_named_subjects')
       OR EXISTS (SELECT 1 FROM jsonb_array_elements(p_job -> 'named_subjects') AS n(subject)
                   WHERE jsonb_typeof(n.subject) IS DISTINCT FROM 'string')) THEN
        RAISE EXCEPTION 'named_subjects is an array of at most max_named_subjects (16 × max_candidates_per_call) subjects, for reconciling jobs only'
            USING ERRCODE = 'MF020';
    END IF;
    PERFORM memory._validate_extraction(p_extraction);
    v_count := memory._validate_candidates(p_candidates, v_policy, true);
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(p_extraction -> 'unread' -> 'seqs') AS u(seq)
                WHERE (u.seq)::bigint <= v_window_start OR (u.seq)::bigint > v_prefix_end) THEN
        RAISE EXCEPTION 'unread seqs must lie in the prefix (after %, through %)', v_window_start, v_prefix_end
            USING ERRCODE = 'MF026';
    END IF;

    -- Claim: one consolidation per (principal, session) at a time; losing is a no-op.
    IF NOT pg_catalog.pg_try_advisory_xact_lock(
            pg_catalog.hashtext('memform.session:' || v_tenant || '/' || v_principal),
            pg_catalog.hashtext(v_session_id)) THEN
        RETURN jsonb_build_object('outcome', 'contended');
    END IF;
    SELECT * INTO v_session FROM memory.sessions s
     WHERE s.tenant_id = v_tenant AND s.principal_id = v_principal AND s.session_id = v_session_id;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no session % for principal %', v_session_id, v_principal USING ERRCODE = 'MF020';
    END IF;
    IF v_session.watermark_seq <> v_watermark_before THEN
        RETURN jsonb_build_object('outcome', 'stale', 'watermark', v_session.watermark_seq);
    END IF;
    IF v_prefix_end < v_window_start OR v_prefix_end > v_session.last_seq THEN
        RAISE EXCEPTION 'prefix_end % is outside the session (watermark %, last seq %)',
            v_prefix_end, v_watermark_before, v_session.last_seq USING ERRCODE = 'MF020';
    END IF;
    IF v_reconcile_through > v_session.last_seq THEN
        RAISE EXCEPTION 'reconcile_through % is past the session''s last seq %', v_reconcile_through,
            v_session.last_seq USING ERRCODE = 'MF020';
    END IF;
    IF p_job ? 'scope' AND p_job ->> 'scope' IS DISTINCT FROM v_session.scope THEN
        RAISE EXCEPTION 'job scope % is not the session''s scope %', p_job ->> 'scope', v_session.scope
            USING ERRCODE = 'MF020';
    END IF;

    INSERT INTO memory.consolidation_runs (tenant_id, principal_id, session_id, trigger, scope, watermark_before,
                                           extractor, extractor_version, policy_version, proposed, extractor_proposed,
                                           prefix_proposed, prefix_first_run, read_from, read_through, started_at)
    VALUES (v_tenant, v_principal, v_session_id, v_trigger, v_session.scope, v_watermark_before,
            p_extraction ->> 'extractor', p_extraction ->> 'extractor_version', p_extraction ->> 'policy_version',
            v_count, coalesce((p_extraction ->> 'proposed')::integer, v_count),
            (p_extraction -> 'prefix' ->> 'proposed')::integer, (p_extraction -> 'prefix' ->> 'first_run')::uuid,
            v_window_start, v_prefix_end, v_started)
    RETURNING run_id INTO v_run_id;
    IF p_extraction ? 'prefix' AND NOT p_extraction -> 'prefix' ? 'first_run' THEN
        UPDATE memory.consolidation_runs r SET prefix_first_run = v_run_id WHERE r.run_id = v_run_id;
    END IF;

    v_cap := (v_policy ->> 'commit_cap')::integer;
    -- A replay or rederive asked to reconcile: an inferred belief whose every source lies in the window it
    -- re-read, formed there by this same extractor, untouched by any correction, and whose subject the
    -- extractor no longer names, was a reading the extractor has since changed (a renamed key, a fixed
    -- misreading), so the run retires it. Not when the reading may be incomplete: a provider failure,
    -- events left unread, more candidates than the run can consume (the commit cap) or than the
    -- extractor said it proposed, or more such subjects than one run may lock. The session's advisory
    -- claim keeps other formation off these sources.
    IF coalesce((p_job ->> 'reconcile')::boolean, false) AND NOT p_extraction ? 'provider_failure'
       AND NOT p_extraction ? 'unread' AND v_count <= v_cap
       AND coalesce((p_extraction ->> 'proposed')::integer, v_count) <= v_count THEN
        -- A window of a longer prefix: what the other windows name is named too (named_subjects).
        v_mentioned := ARRAY(SELECT btrim(c.value ->> 'subject') FROM jsonb_array_elements(p_candidates) AS c(value)
                             UNION ALL
                             SELECT btrim(n.subject) FROM jsonb_array_elements_text(
                                 coalesce(p_job -> 'named_subjects', '[]'::jsonb)) AS n(subject));
        SELECT coalesce(array_agg(b.belief_id), '{}'), coalesce(array_agg(DISTINCT b.subject), '{}')
          INTO v_unfounded, v_unfounded_subjects
          FROM memory.beliefs b
         WHERE b.belief_id IN (SELECT bs.belief_id FROM memory.belief_sources bs
                                WHERE bs.tenant_id = v_tenant AND bs.principal_id = v_principal
                                  AND bs.session_id = v_session_id AND bs.seq > v_window_start AND bs.seq <= v_prefix_end)
           AND b.status IN ('provisional', 'active') AND b.authority = 'inferred'
           AND b.subject <> ALL (v_mentioned)
           AND NOT EXISTS (SELECT 1 FROM memory.belief_sources bs
                             JOIN memory.consolidation_runs r ON r.run_id = bs.run_id
                            WHERE bs.belief_id = b.belief_id
                              AND (bs.session_id <> v_session_id OR bs.seq <= v_reconcile_from
                                   OR bs.seq > v_reconcile_through
                                   OR r.extractor IS DISTINCT FROM p_extraction ->> 'extractor'))
           AND NOT EXISTS (SELECT 1 FROM memory.rejections j WHERE j.belief_id = b.belief_id);
        IF cardinality(v_unfounded_subjects) > (v_policy ->> 'max_candidates_per_call')::integer THEN
            v_unfounded := '{}';
            v_unfounded_subjects := '{}';
        END IF;
    END IF;
    -- Every subject lock up front, in the one order all writers use; the resolver relies on them.
    PERFORM memory._lock_subjects(v_tenant, v_principal,
        ARRAY(SELECT c.value ->> 'subject'
                FROM jsonb_array_elements(p_candidates) WITH ORDINALITY AS c(value, ord)
               WHERE c.ord <= v_cap) || v_unfounded_subjects);
    FOR i IN 0 .. v_count - 1 LOOP
        v_candidate := p_candidates -> i;
        v_belief_id := NULL;
        v_candidate_superseded := 0;
        v_candidate_conflicted := 0;
        v_candidate_events := '[]'::jsonb;
        IF i >= v_cap THEN
            v_outcome := 'rejected';
            v_detail := 'overflow';
        ELSE
            SELECT * INTO v_source
              FROM memory._automatic_source_check(v_tenant, v_principal, v_session_id, v_session.scope,
                                                  v_window_start, v_prefix_end, v_candidate);
            IF v_source.o_reason IS NOT NULL THEN
                v_outcome := 'rejected';
                v_detail := v_source.o_reason;
            ELSE
                SELECT r.o_outcome, r.o_detail, r.o_belief_id, r.o_superseded, r.o_conflicted, r.o_events
                  INTO v_outcome, v_detail, v_belief_id, v_candidate_superseded, v_candidate_conflicted,
                       v_candidate_events
                  FROM memory._resolve_candidate(v_tenant, v_principal, v_session_id, v_session.scope, v_run_id,
                                                 p_extraction ->> 'policy_version', v_policy, v_candidate, 'inferred',
                                                 v_source.o_event_ids, v_source.o_seqs, v_source.o_instant,
                                                 v_source.o_max_seq) r;
            END IF;
        END IF;
        INSERT INTO memory.candidate_outcomes (run_id, candidate_index, tenant_id, principal_id, outcome, detail, belief_id)
        VALUES (v_run_id, i, v_tenant, v_principal, v_outcome, v_detail, v_belief_id);
        v_outcomes := v_outcomes || jsonb_build_object('index', i, 'outcome', v_outcome,
                                                       'detail', v_detail, 'belief_id', v_belief_id);
        v_committed := v_committed + (v_outcome = 'committed')::integer;
        v_reinforced := v_reinforced + (v_outcome = 'reinforced')::integer;
        v_rejected := v_rejected + (v_outcome = 'rejected')::integer;
        v_superseded := v_superseded + v_candidate_superseded;
        v_conflicted := v_conflicted + v_candidate_conflicted;
        v_events := v_events || v_candidate_events;
    END LOOP;

    IF cardinality(v_unfounded) > 0 THEN
        -- Re-checked under the subject locks: meanwhile a correction may have retired one, or another
        -- session's consolidation given it a source of its own.
        WITH retired AS (
            UPDATE memory.beliefs b
               SET status = 'retired', retired_reason = 'not_rederived', valid_to = coalesce(b.valid_to, now()),
                   updated_at = clock_timestamp()
             WHERE b.belief_id = ANY (v_unfounded) AND b.status IN ('provisional', 'active')
               AND b.authority = 'inferred'
               AND NOT EXISTS (SELECT 1 FROM memory.belief_sources bs
                                WHERE bs.belief_id = b.belief_id
                                  AND (bs.session_id <> v_session_id OR bs.seq <= v_reconcile_from
                                       OR bs.seq > v_reconcile_through))
               AND NOT EXISTS (SELECT 1 FROM memory.rejections j WHERE j.belief_id = b.belief_id)
            RETURNING b.belief_id)
        SELECT count(*)::integer, coalesce(jsonb_agg(jsonb_build_object('type', 'memory.retired', 'payload',
                   jsonb_build_object('belief_id', r.belief_id, 'run_id', v_run_id, 'reason', 'not_rederived'))
                   ORDER BY r.belief_id), '[]'::jsonb)
          INTO v_retired, v_candidate_events
          FROM retired r;
        v_events := v_events || v_candidate_events;
        IF v_retired > 0 THEN
            UPDATE memory.consolidation_runs r SET retired = v_retired WHERE r.run_id = v_run_id;
        END IF;
    END IF;

    -- A retryable provider failure: what was formed stays formed, but the prefix stays pending
    -- for another attempt 60 s, then 300 s later; the third failed attempt gives up. The count
    -- comes from the log, so a new run completion cannot reset it.
    IF coalesce((p_extraction -> 'provider_failure' ->> 'retryable')::boolean, false) THEN
        SELECT coalesce(max((e.payload ->> 'attempt')::integer), 0) + 1 INTO v_attempt
          FROM memory.events e
         WHERE e.tenant_id = v_tenant AND e.principal_id = v_principal AND e.session_id = v_session_id
           AND e.event_type = 'memory.formation.requested' AND e.payload ->> 'reason' = 'provider_retry'
           AND e.seq > v_watermark_before AND e.derivation_key LIKE format('provider_retry:%s:%%', v_watermark_before);
        IF v_attempt < 3 THEN
            v_keep_pending := true;
            PERFORM memory._append(v_tenant, v_principal, v_session_id, 'memory.formation.requested',
                                   jsonb_build_object('reason', 'provider_retry', 'attempt', v_attempt),
                                   'system', 'affirmed', clock_timestamp(),
                                   format('provider_retry:%s:%s', v_watermark_before, v_attempt), NULL, NULL,
                                   now() + CASE v_attempt WHEN 1 THEN interval '60 seconds' ELSE interval '300 seconds' END,
                                   false);
        ELSE
            v_events := v_events || jsonb_build_object('type', 'memory.provider_extraction.retry_exhausted',
                'payload', jsonb_build_object('run_id', v_run_id, 'attempts', v_attempt));
        END IF;
    END IF;

    -- Messages the extractor could not read: the rest of the prefix was read without them, and the
    -- watermark passes them, so the log says which ones and how the extractor failed (a replay or
    -- rederive with a mended extractor reads them again).
    IF p_extraction ? 'unread' THEN
        v_events := v_events || jsonb_build_object('type', 'memory.extraction.unread',
            'payload', jsonb_build_object('run_id', v_run_id,
                                          'seqs', (SELECT jsonb_agg(DISTINCT (u.seq)::numeric::bigint ORDER BY (u.seq)::numeric::bigint)
                                                     FROM jsonb_array_elements(p_extraction -> 'unread' -> 'seqs') AS u(seq)),
                                          'error', p_extraction -> 'unread' -> 'error',
                                          'extractor', p_extraction ->> 'extractor',
                                          'extractor_version', p_extraction ->> 'extractor_version'));
    END IF;

    -- The run's own memory.* events are covered by the watermark too, unless a client's events or
    -- a formation request arrived after the claimed prefix: those must stay pending. The records
    -- memform itself wrote there (a prefix committed in windows writes each window's outcomes after
    -- the whole prefix; a remember meanwhile) are no one's source and no request, so they are
    -- covered as well.
    v_seq_before_events := memory._append_memory_events(v_tenant, v_principal, v_session_id, v_events);
    v_watermark_after := greatest(v_watermark_before, v_prefix_end);
    IF v_keep_pending THEN
        v_watermark_after := v_watermark_before;
    ELSIF v_seq_before_events = v_prefix_end OR NOT EXISTS (
            SELECT 1 FROM memory.events e
             WHERE e.tenant_id = v_tenant AND e.principal_id = v_principal AND e.session_id = v_session_id
               AND e.seq > v_prefix_end AND e.seq <= v_seq_before_events
               AND (e.event_type = 'memory.formation.requested'
                    OR e.event_type IN (SELECT t.event_type FROM memory.event_types t WHERE t.client_appendable))) THEN
        v_watermark_after := v_seq_before_events + jsonb_array_length(v_events);
    END IF;

    UPDATE memory.sessions s
       SET watermark_seq = greatest(s.watermark_seq, v_watermark_after), claimed_by = NULL, claimed_until = NULL
     WHERE s.tenant_id = v_tenant AND s.principal_id = v_principal AND s.session_id = v_session_id;
    PERFORM memory._refresh_due_at(v_tenant, v_principal, v_session_id);

    PERFORM memory._finish_run(v_run_id, v_committed, v_reinforced, v_superseded, v_conflicted, v_rejected,
                               v_watermark_after);

    RETURN jsonb_build_object(
        'outcome', 'committed', 'run_id', v_run_id,
        'watermark_before', v_watermark_before, 'watermark_after', v_watermark_after,
        'proposed', v_count, 'committed', v_committed, 'reinforced', v_reinforced,
        'superseded', v_superseded, 'conflicted', v_conflicted, 'rejected', v_rejected,
        'retired', v_retired, 'provider_attempt', v_attempt, 'pending', v_keep_pending,
        'unread', p_extraction -> 'unread',
        'candidates', v_outcomes);
END;
$$;

COMMENT ON FUNCTION memory._validate_extraction(jsonb) IS 'Private: extraction metadata needs extractor, extractor_version and policy_version strings (MF026).';
COMMENT ON FUNCTION memory._validate_candidates(jsonb, jsonb, boolean) IS 'Private: candidates must be an array of at most max_candidates_per_call valid candidates; returns the count.';
COMMENT ON FUNCTION memory._finish_run(uuid, integer, integer, integer, integer, integer, bigint) IS 'Private: records a consolidation run''s counts, watermark and elapsed time.';
COMMENT ON FUNCTION memory.commit_formation(jsonb, jsonb, jsonb) IS
    'Commits one consolidation of a session prefix in one transaction. p_job: memory.formation_job(...) output '
    '(tenant, principal, session, watermark_before, prefix_end, optional scope and trigger; replay and rederive jobs may '
    'add replay_from to re-read an already consolidated prefix). p_candidates: array of '
    '{belief_type, subject, statement, polarity, source_seqs, confidence, proposed_scope, portability, sensitivity, '
    'valid_from, expires_at, evidence}. p_extraction: {extractor, extractor_version, policy_version, proposed, optional unread: {seqs, error}}. '
    'Returns {"outcome": "contended"} when another worker holds the session and {"outcome": "stale"} when the '
    'watermark moved (nothing written); otherwise the run id, counts and one outcome per candidate. At most '
    'commit_cap (12) candidates are consumed, the rest are rejected as overflow; automatic beliefs enter inferred and '
    'provisional with confidence at most 0.55. With p_extraction.provider_failure.retryable the prefix stays pending '
    'and a provider_retry request is appended 60 s, then 300 s later; the third failed attempt advances the watermark '
    'and logs memory.provider_extraction.retry_exhausted (attempts are counted per watermark position). The watermark '
    'covers the run''s own events and memform''s own records after the prefix (a prefix committed in windows of at '
    'most commit_cap candidates writes each window''s outcomes there), never a client''s event or a formation request. '
    'p_extraction.prefix {proposed, first_run} marks one window of such a prefix (consolidation_runs.prefix_proposed, '
    'prefix_first_run); p_job.named_subjects (at most 16 × max_candidates_per_call strings) lists what the other windows and turns of the re-read name, which reconciliation keeps. unread names prefix events the extractor failed on (read '
    'without them, passed by the watermark) and logs memory.extraction.unread with the error. A job with replay_from '
    'and "reconcile": true (memform replay and rederive) reconciles: a live inferred belief that has a source in the '
    'window, every source in the re-read (the window itself, or (reconcile_from, reconcile_through] when the job gives '
    'them: the whole re-read a window or turn belongs to), none unread, formed by this extractor and never corrected, '
    'and whose subject neither a candidate nor named_subjects names is retired (retired_reason not_rederived, '
    'memory.retired event, counted as retired); not after a provider failure, nor with more candidates than commit_cap, '
    'nor with more such subjects than max_candidates_per_call. Each run records the seqs it read (read_from, '
    'read_through). Refuses malformed input with MF020-MF026, writing nothing.';
