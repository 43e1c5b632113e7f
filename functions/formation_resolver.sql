-- The resolver: corrections first, then same-source replay, duplicate (reinforce),
-- conflict (commit beside, link, flag) and contradiction (supersede), in that order.

CREATE OR REPLACE FUNCTION memory._append_memory_events(
    p_tenant text,
    p_principal text,
    p_session text,
    p_events jsonb)
RETURNS bigint
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_count integer := jsonb_array_length(p_events);
    v_base bigint;
BEGIN
    IF v_count = 0 THEN
        SELECT s.last_seq INTO STRICT v_base FROM memory.sessions s
         WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session FOR UPDATE;
        RETURN v_base;
    END IF;
    -- One seq range for the whole batch; the row lock keeps it gap-free.
    UPDATE memory.sessions s SET last_seq = s.last_seq + v_count
     WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session
    RETURNING s.last_seq - v_count INTO STRICT v_base;
    INSERT INTO memory.events (tenant_id, principal_id, session_id, seq, event_type, author_role, trust, payload, occurred_at)
    SELECT p_tenant, p_principal, p_session, v_base + x.ord, x.e ->> 'type', 'system', 'affirmed', x.e -> 'payload',
           clock_timestamp()
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, ord);
    RETURN v_base;
END;
$$;

CREATE OR REPLACE FUNCTION memory._outstanding_rejections(
    p_tenant text,
    p_principal text,
    p_subject text,
    p_scope text,
    p_statement_sha256 text,
    p_normalized_statement text,
    p_similarity numeric)
RETURNS SETOF uuid
LANGUAGE sql STABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT r.rejection_id
      FROM memory.rejections r
     WHERE r.tenant_id = p_tenant AND r.principal_id = p_principal AND r.outstanding
       -- of its subject only: one sentence is often read as several beliefs with one statement ("works as a
       -- nurse at Mercy in Boston": a job, an employer, a home), and the user rejected one reading of it
       AND r.subject = p_subject
       AND (r.kind IN ('untrue', 'changed') OR (r.kind = 'not_here' AND r.scope = p_scope))
       AND (r.statement_sha256 = p_statement_sha256
            OR (r.normalized_statement IS NOT NULL
                AND public.similarity(r.normalized_statement, p_normalized_statement) >= p_similarity))
$$;

CREATE OR REPLACE FUNCTION memory._resolve_candidate(
    p_tenant text,
    p_principal text,
    p_session text,
    p_scope text,
    p_run_id uuid,
    p_policy_version text,
    p_policy jsonb,
    p_candidate jsonb,
    p_authority text,
    p_source_event_ids bigint[],
    p_source_seqs bigint[],
    p_instant timestamptz,
    p_max_seq bigint,
    OUT o_outcome text,
    OUT o_detail text,
    OUT o_belief_id uuid,
    OUT o_superseded integer,
    OUT o_conflicted integer,
    OUT o_events jsonb)
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_type text := p_candidate ->> 'belief_type';
    v_subject text := btrim(p_candidate ->> 'subject');
    v_statement text := btrim(p_candidate ->> 'statement');
    v_polarity text := coalesce(p_candidate ->> 'polarity', 'assert');
    v_norm text := memory.normalize_statement(btrim(p_candidate ->> 'statement'));
    v_sha text := memory.statement_sha256(btrim(p_candidate ->> 'statement'));
    v_sensitive boolean := coalesce(p_candidate ->> 'sensitivity', 'normal') = 'sensitive';
    v_dup numeric := (p_policy ->> 'duplicate_similarity')::numeric;
    v_rank integer := memory._rank(p_authority);
    v_existing memory.beliefs%ROWTYPE;
    v_live record;
    v_duplicate_id uuid;
    v_best_similarity real := -1;
    v_related uuid[] := '{}'::uuid[];
    v_related_id uuid;
    v_new_id uuid;
    v_authority text;
    v_confidence numeric;
    v_status text;
    v_origins text[];
    v_promote boolean;
    v_conflict boolean;
    v_same_session boolean;
    v_existing_max_seq bigint;
BEGIN
    o_superseded := 0;
    o_conflicted := 0;
    o_events := '[]'::jsonb;

    -- The caller holds the subject lock (one writer per principal and subject: two sessions
    -- forming the same belief cannot both insert it). The content lock, shared, is taken here:
    -- a delete of the same statement waits for this formation, or this one meets its tombstone.
    -- It is memory._lock_content's key written out, since this runs once per candidate and the
    -- sha is at hand (a re-entrant no-op when remember already holds it).
    PERFORM pg_catalog.pg_advisory_xact_lock_shared(
        pg_catalog.hashtext('memform.statement:' || p_tenant || '/' || p_principal), pg_catalog.hashtext(v_sha));

    -- User corrections come first, matched on content so a new belief id cannot evade them.
    IF EXISTS (SELECT 1 FROM memory.tombstones t
                WHERE t.tenant_id = p_tenant AND t.principal_id = p_principal AND t.statement_sha256 = v_sha)
       OR EXISTS (SELECT 1 FROM memory.tombstone_sources t
                   WHERE t.tenant_id = p_tenant AND t.principal_id = p_principal AND t.session_id = p_session
                     AND t.seq = ANY (p_source_seqs) AND t.subject_sha256 = memory.statement_sha256(v_subject)) THEN
        o_outcome := 'rejected'; o_detail := 'deleted_by_user'; RETURN;
    END IF;
    IF EXISTS (SELECT 1 FROM memory._outstanding_rejections(p_tenant, p_principal, v_subject, p_scope,
                                                            v_sha, v_norm, v_dup)) THEN
        o_outcome := 'rejected'; o_detail := 'rejected_by_user'; RETURN;
    END IF;

    -- Same-source replay: a belief about this subject, live or not, already has one of these
    -- sources from this session. Re-reading a message is not new evidence, and it must not
    -- bring back what a later message superseded. A belief an earlier re-derivation retired for not
    -- being derived again does not count: an extractor that reads the message so again may form it.
    SELECT bs.belief_id INTO o_belief_id
      FROM memory.belief_sources bs
      JOIN memory.beliefs b ON b.belief_id = bs.belief_id
     WHERE bs.tenant_id = p_tenant AND bs.principal_id = p_principal AND bs.session_id = p_session
       AND bs.seq = ANY (p_source_seqs) AND b.subject = v_subject AND b.retired_reason IS NULL
     ORDER BY b.created_at DESC
     LIMIT 1;
    IF FOUND THEN
        o_outcome := 'rejected'; o_detail := 'replay'; RETURN;
    END IF;

    -- One read of the subject's live beliefs; the closest one saying the same thing is the
    -- duplicate. Each is locked and re-checked when acted on below, so one that maintenance or a
    -- correction changed meanwhile is no longer related rather than a reason to drop the evidence.
    FOR v_live IN
        SELECT b.belief_id, b.polarity, b.normalized_statement,
               public.similarity(b.normalized_statement, v_norm) AS similarity
          FROM memory.beliefs b
         WHERE b.tenant_id = p_tenant AND b.principal_id = p_principal AND b.subject = v_subject
           AND b.status IN ('provisional', 'active')
         ORDER BY b.created_at
    LOOP
        IF v_live.polarity = v_polarity AND (v_live.normalized_statement = v_norm OR v_live.similarity >= v_dup)
           AND v_live.similarity > v_best_similarity THEN
            v_duplicate_id := v_live.belief_id;
            v_best_similarity := v_live.similarity;
        END IF;
        v_related := v_related || v_live.belief_id;
    END LOOP;

    -- Duplicate: reinforce. If it stopped being live meanwhile, the evidence is new rather than lost.
    IF v_duplicate_id IS NOT NULL THEN
        SELECT * INTO v_existing FROM memory.beliefs b
         WHERE b.belief_id = v_duplicate_id AND b.status IN ('provisional', 'active')
           FOR UPDATE;
        IF NOT FOUND THEN
            v_related := array_remove(v_related, v_duplicate_id);
            v_duplicate_id := NULL;
        END IF;
    END IF;
    IF v_duplicate_id IS NOT NULL THEN
        v_authority := CASE WHEN v_rank > memory._rank(v_existing.authority) THEN p_authority ELSE v_existing.authority END;
        v_confidence := CASE
            WHEN p_authority = 'user' THEN greatest(v_existing.confidence,
                coalesce((p_candidate ->> 'confidence')::numeric, (p_policy ->> 'user_confidence_default')::numeric))
            ELSE least(v_existing.confidence + (p_policy ->> 'reinforcement_step')::numeric,
                       CASE WHEN v_authority = 'user' THEN 1 ELSE (p_policy ->> 'inferred_confidence_max')::numeric END)
        END;
        v_status := CASE
            WHEN v_existing.status = 'provisional'
                 AND (v_authority = 'user'
                      OR (v_existing.corroboration_count + 1 >= (p_policy ->> 'promotion_min_corroboration')::integer
                          AND v_confidence >= (p_policy ->> 'promotion_min_confidence')::numeric))
            THEN 'active' ELSE v_existing.status END;
        v_origins := ARRAY(SELECT DISTINCT o FROM unnest(v_existing.origin_scopes || p_scope) AS o ORDER BY o);
        -- Independent corroboration in two projects means the belief describes the person.
        v_promote := v_existing.scope <> 'user' AND v_existing.portability <> 'local'
                     AND (SELECT count(*) FROM unnest(v_origins) AS o WHERE o LIKE 'project:%') >= 2;

        UPDATE memory.beliefs b
           SET corroboration_count = b.corroboration_count + 1,
               confidence = v_confidence,
               authority = v_authority,
               status = v_status,
               origin_scopes = v_origins,
               scope = CASE WHEN v_promote THEN 'user' ELSE b.scope END,
               sensitivity = CASE WHEN v_sensitive THEN 'sensitive' ELSE b.sensitivity END,
               flagged_for_review = b.flagged_for_review OR v_sensitive,
               last_reinforced_at = clock_timestamp(),
               decay_base = NULL,
               decay_anchor_at = NULL,
               updated_at = clock_timestamp()
         WHERE b.belief_id = v_existing.belief_id;
        INSERT INTO memory.confidence_changes (belief_id, tenant_id, principal_id, rule, from_confidence, to_confidence,
                                               from_status, to_status, consolidation_run_id, changed_at)
        VALUES (v_existing.belief_id, p_tenant, p_principal,
                CASE WHEN p_authority = 'user' THEN 'restated by the user' ELSE 'reinforcement (corroborated again)' END,
                v_existing.confidence, v_confidence, v_existing.status, v_status, p_run_id, clock_timestamp());
        INSERT INTO memory.belief_sources (belief_id, tenant_id, principal_id, session_id, seq, event_id, run_id)
        SELECT v_existing.belief_id, p_tenant, p_principal, p_session, e.seq, e.event_id, p_run_id
          FROM memory.events e WHERE e.event_id = ANY (p_source_event_ids)
        ON CONFLICT DO NOTHING;

        o_events := o_events || jsonb_build_object('type', 'memory.reinforced',
            'payload', jsonb_build_object('belief_id', v_existing.belief_id, 'run_id', p_run_id));
        IF v_promote THEN
            o_events := o_events || jsonb_build_object('type', 'memory.promoted',
                'payload', jsonb_build_object('belief_id', v_existing.belief_id, 'run_id', p_run_id,
                                              'origin_scopes', to_jsonb(v_origins)));
        END IF;
        o_outcome := 'reinforced';
        o_detail := CASE WHEN v_promote THEN 'promoted' ELSE 'duplicate' END;
        o_belief_id := v_existing.belief_id;
        RETURN;
    END IF;

    -- New evidence about the subject: supersede or conflict with each related belief still live.
    v_confidence := CASE
        WHEN p_authority = 'user' THEN coalesce((p_candidate ->> 'confidence')::numeric, (p_policy ->> 'user_confidence_default')::numeric)
        ELSE least(coalesce((p_candidate ->> 'confidence')::numeric, (p_policy ->> 'inferred_confidence_cap')::numeric),
                   (p_policy ->> 'inferred_confidence_cap')::numeric)
    END;

    INSERT INTO memory.beliefs (
        tenant_id, principal_id, belief_type, subject, statement, normalized_statement, statement_sha256,
        polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
        flagged_for_review, last_reinforced_at, valid_from, expires_at, formation_run_id, policy_version)
    VALUES (
        p_tenant, p_principal, v_type, v_subject, v_statement, v_norm, v_sha,
        v_polarity, p_authority, v_confidence,
        CASE WHEN p_authority = 'user' THEN 'active' ELSE 'provisional' END,
        p_scope, ARRAY[p_scope],
        coalesce(p_candidate ->> 'portability', memory.portability_ceiling(v_type)),
        CASE WHEN v_sensitive THEN 'sensitive' ELSE 'normal' END,
        v_sensitive, clock_timestamp(),
        coalesce((p_candidate ->> 'valid_from')::timestamptz, p_instant),
        (p_candidate ->> 'expires_at')::timestamptz,
        p_run_id, p_policy_version)
    RETURNING belief_id INTO v_new_id;

    INSERT INTO memory.belief_sources (belief_id, tenant_id, principal_id, session_id, seq, event_id, run_id)
    SELECT v_new_id, p_tenant, p_principal, p_session, e.seq, e.event_id, p_run_id
      FROM memory.events e WHERE e.event_id = ANY (p_source_event_ids);

    FOREACH v_related_id IN ARRAY v_related LOOP
        SELECT * INTO v_existing FROM memory.beliefs b
         WHERE b.belief_id = v_related_id AND b.status IN ('provisional', 'active')
           FOR UPDATE;
        IF NOT FOUND THEN
            CONTINUE;  -- no longer current: nothing to supersede or conflict with
        END IF;
        IF v_rank <> memory._rank(v_existing.authority) THEN
            v_conflict := v_rank < memory._rank(v_existing.authority);
        ELSE
            -- Equal authority: only a later source orders them; otherwise it is a conflict.
            SELECT bool_or(bs.session_id = p_session), max(bs.seq) FILTER (WHERE bs.session_id = p_session)
              INTO v_same_session, v_existing_max_seq
              FROM memory.belief_sources bs WHERE bs.belief_id = v_related_id;
            IF coalesce(v_same_session, false) THEN
                v_conflict := p_max_seq IS NULL OR p_max_seq <= v_existing_max_seq;
            ELSE
                v_conflict := v_existing.valid_from >= p_instant;
            END IF;
        END IF;

        IF v_conflict THEN
            INSERT INTO memory.belief_links (tenant_id, principal_id, from_belief_id, to_belief_id, kind, run_id)
            VALUES (p_tenant, p_principal, v_new_id, v_related_id, 'conflicts_with', p_run_id),
                   (p_tenant, p_principal, v_related_id, v_new_id, 'conflicts_with', p_run_id)
            ON CONFLICT DO NOTHING;
            UPDATE memory.beliefs b SET flagged_for_review = true, updated_at = clock_timestamp()
             WHERE b.belief_id IN (v_new_id, v_related_id);
            o_events := o_events || jsonb_build_object('type', 'memory.conflicted',
                'payload', jsonb_build_object('belief_id', v_new_id, 'conflicts_with', v_related_id, 'run_id', p_run_id));
            o_conflicted := o_conflicted + 1;
        ELSE
            UPDATE memory.beliefs b
               SET status = 'superseded',
                   valid_to = greatest(p_instant, b.valid_from),
                   superseded_by = v_new_id,
                   updated_at = clock_timestamp()
             WHERE b.belief_id = v_related_id;
            INSERT INTO memory.belief_links (tenant_id, principal_id, from_belief_id, to_belief_id, kind, run_id)
            VALUES (p_tenant, p_principal, v_new_id, v_related_id, 'supersedes', p_run_id);
            o_events := o_events || jsonb_build_object('type', 'memory.superseded',
                'payload', jsonb_build_object('belief_id', v_related_id, 'superseded_by', v_new_id, 'run_id', p_run_id));
            o_superseded := o_superseded + 1;
        END IF;
    END LOOP;

    o_events := o_events || jsonb_build_object('type', 'memory.formed',
        'payload', jsonb_build_object('belief_id', v_new_id, 'run_id', p_run_id));
    o_outcome := 'committed';
    o_detail := CASE WHEN o_superseded > 0 THEN 'superseded' WHEN o_conflicted > 0 THEN 'conflicted' ELSE 'new' END;
    o_belief_id := v_new_id;
END;
$$;

COMMENT ON FUNCTION memory._outstanding_rejections(text, text, text, text, text, text, numeric) IS
    'Private: the user''s outstanding rejections a statement meets: untrue or changed on its subject, whatever the type '
    'either was given (a rejected reading is rejected content, however a later extractor classifies it), or not_here '
    'in its scope, with the same sha256 or a normalized statement at least p_similarity alike. Only on its subject: '
    'one sentence read as several beliefs gives them one statement, and the user rejected one reading. Formation '
    'refuses a candidate that meets any; an explicit remember clears them.';
COMMENT ON FUNCTION memory._append_memory_events(text, text, text, jsonb) IS 'Private: appends a batch of content-free memory.* events ([{type, payload}], ids only) to the session log under one seq range; returns the last seq before them.';
COMMENT ON FUNCTION memory._resolve_candidate(text, text, text, text, uuid, text, jsonb, jsonb, text, bigint[], bigint[], timestamptz, bigint) IS
    'Private: applies one gated candidate under the subject lock its caller holds. Corrections refuse it: a tombstone of its content or of one of '
    'its sources on this subject (a deletion stays in force however the source is re-worded), an outstanding rejection; then '
    'same-source replay (no-op, whatever the status of the belief holding that source), duplicate (reinforce, promote '
    'provisional->active and across project scopes), and otherwise a new belief that supersedes related live beliefs it outranks '
    'or postdates and conflicts (links both ways, flags both) with those it does not. Each related belief is locked and '
    're-checked when acted on: one that stopped being current meanwhile is no longer related, so new evidence is never dropped. '
    'Returns the memory.* events to log in o_events; the caller appends them once per run.';
