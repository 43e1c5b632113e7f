-- Lifecycle maintenance: one bounded, audited, idempotent sweep that pg_cron (or the worker)
-- calls repeatedly. Each phase touches at most p_batch beliefs and skips rows a commit holds.

CREATE OR REPLACE FUNCTION memory._setting(p_key text)
RETURNS numeric
LANGUAGE plpgsql STABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_value numeric;
BEGIN
    SELECT p.value INTO STRICT v_value FROM memory.policy_settings p WHERE p.key = p_key;
    RETURN v_value;
END;
$$;

CREATE OR REPLACE FUNCTION memory.run_maintenance(
    p_now timestamptz DEFAULT now(),
    p_batch integer DEFAULT NULL,
    p_tenant text DEFAULT NULL,
    p_principal text DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
-- Every phase joins a batch of at most p_batch picked rows back to beliefs: that must be an
-- index probe per row, not a hash join over the whole store, or each call costs O(store).
SET enable_hashjoin = off
SET enable_mergejoin = off
AS $$
DECLARE
    v_started timestamptz := clock_timestamp();
    v_batch integer := coalesce(p_batch, memory._setting('maintenance_batch')::integer);
    v_low numeric := memory._setting('low_confidence_threshold');
    v_floor numeric := memory._setting('retirement_floor');
    v_archive_after interval := make_interval(days => memory._setting('archive_after_days')::integer);
    v_low_signal_after interval := make_interval(days => memory._setting('low_signal_after_days')::integer);
    v_low_signal_corroboration integer := memory._setting('low_signal_max_corroboration')::integer;
    v_min_corroboration integer := memory._setting('promotion_min_corroboration')::integer;
    v_min_confidence numeric := memory._setting('promotion_min_confidence');
    v_run_id uuid;
    v_row record;
    v_counts jsonb := '{}'::jsonb;
    v_n integer;
    v_decayed integer := 0;
    v_retired integer := 0;
    v_groups integer := 0;
    v_grouped integer := 0;
    v_checked integer := 0;
    v_disagree boolean;
    v_ungrouped integer;
    v_more boolean := false;
    v_group uuid;
    v_scope_key text := jsonb_build_array(p_tenant, p_principal)::text;
    v_cursor uuid;
    v_from uuid;
    v_window uuid[];
    v_pass_done constant uuid := 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid;
BEGIN
    IF p_now IS NULL THEN
        RAISE EXCEPTION 'p_now is required' USING ERRCODE = 'MF003';
    END IF;
    IF v_batch IS NULL OR v_batch < 1 OR v_batch > 100000 THEN
        RAISE EXCEPTION 'p_batch must be between 1 and 100000' USING ERRCODE = 'MF040';
    END IF;
    IF p_principal IS NOT NULL AND p_tenant IS NULL THEN
        RAISE EXCEPTION 'a principal-scoped sweep needs its tenant' USING ERRCODE = 'MF040';
    END IF;

    INSERT INTO memory.maintenance_runs (tenant_id, principal_id, run_at, batch, started_at)
    VALUES (p_tenant, p_principal, p_now, v_batch, v_started)
    RETURNING run_id INTO v_run_id;

    -- 1. Decay: confidence = base * 0.5 ^ (time since the anchor / the type's half-life),
    --    computed from fixed bookkeeping, so a second sweep at the same time changes nothing.
    -- An unfinished pass continues where it stopped, whatever p_now; a finished one starts
    -- over at a new p_now and stays finished at the same p_now (idempotence).
    SELECT CASE WHEN c.last_belief_id <> v_pass_done THEN c.last_belief_id
                WHEN c.run_at = p_now THEN v_pass_done END
      INTO v_cursor
      FROM memory.maintenance_cursors c
     WHERE c.scope_key = v_scope_key;
    -- The next p_batch beliefs that can decay, in id order: provisional ones and active ones
    -- below the threshold, each read from its own partial index (migration 0010), so a pass
    -- costs the decaying beliefs, not the whole store. A finished pass reads nothing. The
    -- cursor is also an index bound (belief_id >= v_from): on the generic plan a long-lived
    -- session gets, (v_cursor IS NULL OR ...) is only a filter, and each call would re-read every
    -- eligible belief before the cursor.
    v_from := coalesce(v_cursor, '00000000-0000-0000-0000-000000000000'::uuid);
    v_window := '{}';
    IF v_cursor IS DISTINCT FROM v_pass_done THEN
        SELECT coalesce(array_agg(w.belief_id ORDER BY w.belief_id), '{}')
          INTO v_window
          FROM (SELECT d.belief_id
                  FROM ((SELECT b.belief_id FROM memory.beliefs b
                          WHERE (p_tenant IS NULL OR b.tenant_id = p_tenant) AND (p_principal IS NULL OR b.principal_id = p_principal)
                            AND b.status = 'provisional' AND b.authority <> 'user' AND b.archived_at IS NULL
                            AND b.belief_id >= v_from AND (v_cursor IS NULL OR b.belief_id > v_cursor)
                          ORDER BY b.belief_id LIMIT v_batch)
                        UNION ALL
                        (SELECT b.belief_id FROM memory.beliefs b
                          WHERE (p_tenant IS NULL OR b.tenant_id = p_tenant) AND (p_principal IS NULL OR b.principal_id = p_principal)
                            AND b.status = 'active' AND b.authority <> 'user' AND b.archived_at IS NULL AND b.confidence < v_low
                            AND b.belief_id >= v_from AND (v_cursor IS NULL OR b.belief_id > v_cursor)
                          ORDER BY b.belief_id LIMIT v_batch)) d
                 ORDER BY d.belief_id LIMIT v_batch) w;
    END IF;
    WITH picked AS (
        SELECT b.belief_id, b.belief_type, b.confidence AS old_confidence, b.status AS old_status,
               a.base, a.anchor, h.half_life, x.new_confidence
          FROM memory.beliefs b
          JOIN memory.decay_half_lives h ON h.belief_type = b.belief_type
         CROSS JOIN LATERAL (SELECT coalesce(b.decay_base, b.confidence) AS base,
                                    coalesce(b.decay_anchor_at, greatest(b.last_reinforced_at, b.last_recalled_at)) AS anchor) a
         -- float8 arithmetic: numeric power() with a fractional exponent is slow per row.
         CROSS JOIN LATERAL (SELECT round((a.base::float8 * power(0.5::float8,
                                    greatest(extract(epoch FROM p_now - a.anchor)::float8, 0)
                                    / extract(epoch FROM h.half_life)::float8))::numeric, 3) AS new_confidence) x
         WHERE b.belief_id = ANY (v_window)
           AND b.status IN ('provisional', 'active') AND b.authority <> 'user' AND b.archived_at IS NULL
           AND (b.status = 'provisional' OR b.confidence < v_low)
           AND x.new_confidence <> b.confidence
           FOR UPDATE OF b SKIP LOCKED
    ), changed AS (
        UPDATE memory.beliefs b
           SET confidence = p.new_confidence,
               status = CASE WHEN p.new_confidence < v_floor THEN 'retired' ELSE b.status END,
               valid_to = CASE WHEN p.new_confidence < v_floor THEN p_now ELSE b.valid_to END,
               decay_base = p.base, decay_anchor_at = p.anchor, updated_at = clock_timestamp()
          FROM picked p
         WHERE b.belief_id = p.belief_id
        RETURNING b.belief_id, b.tenant_id, b.principal_id, b.status AS new_status, p.old_status, p.old_confidence,
                  p.new_confidence, p.belief_type, p.half_life, p.anchor
    ), logged AS (
        INSERT INTO memory.confidence_changes (belief_id, tenant_id, principal_id, rule, from_confidence,
                                               to_confidence, from_status, to_status, maintenance_run_id, changed_at)
        SELECT c.belief_id, c.tenant_id, c.principal_id,
               CASE WHEN c.new_status = 'retired'
                    THEN format('decay below the retirement floor %s (%s half-life %s)', v_floor, c.belief_type, c.half_life)
                    ELSE format('decay (%s half-life %s since %s)', c.belief_type, c.half_life, c.anchor) END,
               c.old_confidence, c.new_confidence, c.old_status, c.new_status, v_run_id, p_now
          FROM changed c
        RETURNING belief_id, to_status
    )
    SELECT count(*) FILTER (WHERE l.to_status <> 'retired'), count(*) FILTER (WHERE l.to_status = 'retired')
      INTO v_decayed, v_retired
      FROM logged l;
    -- A full window means there may be more after its last belief; a short one ends the pass.
    INSERT INTO memory.maintenance_cursors AS c (scope_key, run_at, last_belief_id)
    VALUES (v_scope_key, p_now, CASE WHEN cardinality(v_window) >= v_batch THEN v_window[v_batch] ELSE v_pass_done END)
    ON CONFLICT (scope_key) DO UPDATE SET run_at = excluded.run_at, last_belief_id = excluded.last_belief_id;
    v_more := v_more OR cardinality(v_window) >= v_batch;

    -- 2. Expiry.
    WITH picked AS (
        SELECT b.belief_id FROM memory.beliefs b
         WHERE (p_tenant IS NULL OR b.tenant_id = p_tenant) AND (p_principal IS NULL OR b.principal_id = p_principal)
           AND b.status IN ('provisional', 'active') AND b.expires_at <= p_now
         ORDER BY b.expires_at LIMIT v_batch FOR UPDATE SKIP LOCKED
    ), changed AS (
        UPDATE memory.beliefs b SET status = 'expired', valid_to = b.expires_at, updated_at = clock_timestamp()
          FROM picked WHERE b.belief_id = picked.belief_id
        RETURNING b.belief_id, b.tenant_id, b.principal_id, b.confidence
    )
    INSERT INTO memory.confidence_changes (belief_id, tenant_id, principal_id, rule, from_confidence, to_confidence,
                                           from_status, to_status, maintenance_run_id, changed_at)
    SELECT c.belief_id, c.tenant_id, c.principal_id, 'expiry', c.confidence, c.confidence, 'live', 'expired', v_run_id, p_now
      FROM changed c;
    GET DIAGNOSTICS v_n = ROW_COUNT;
    v_counts := v_counts || jsonb_build_object('expired', v_n);
    v_more := v_more OR v_n >= v_batch;

    -- 3. Promotion of corroborated provisional beliefs.
    WITH picked AS (
        SELECT b.belief_id FROM memory.beliefs b
         WHERE (p_tenant IS NULL OR b.tenant_id = p_tenant) AND (p_principal IS NULL OR b.principal_id = p_principal)
           AND b.status = 'provisional' AND b.corroboration_count >= v_min_corroboration
           AND b.confidence >= v_min_confidence
         ORDER BY b.corroboration_count DESC LIMIT v_batch FOR UPDATE SKIP LOCKED
    ), changed AS (
        UPDATE memory.beliefs b SET status = 'active', updated_at = clock_timestamp()
          FROM picked WHERE b.belief_id = picked.belief_id
        RETURNING b.belief_id, b.tenant_id, b.principal_id, b.confidence
    )
    INSERT INTO memory.confidence_changes (belief_id, tenant_id, principal_id, rule, from_confidence, to_confidence,
                                           from_status, to_status, maintenance_run_id, changed_at)
    SELECT c.belief_id, c.tenant_id, c.principal_id,
           format('promotion (corroboration >= %s, confidence >= %s)', v_min_corroboration, v_min_confidence),
           c.confidence, c.confidence, 'provisional', 'active', v_run_id, p_now
      FROM changed c;
    GET DIAGNOSTICS v_n = ROW_COUNT;
    v_counts := v_counts || jsonb_build_object('promoted', v_n);
    v_more := v_more OR v_n >= v_batch;

    -- 4. Archival: superseded, expired and retired beliefs leave the hot path, kept for re-derivation.
    WITH picked AS (
        SELECT b.belief_id FROM memory.beliefs b
         WHERE (p_tenant IS NULL OR b.tenant_id = p_tenant) AND (p_principal IS NULL OR b.principal_id = p_principal)
           AND b.archived_at IS NULL AND b.status IN ('superseded', 'expired', 'retired')
           AND b.valid_to <= p_now - v_archive_after
         ORDER BY b.valid_to LIMIT v_batch FOR UPDATE SKIP LOCKED
    )
    UPDATE memory.beliefs b SET archived_at = p_now, updated_at = clock_timestamp()
      FROM picked WHERE b.belief_id = picked.belief_id;
    GET DIAGNOSTICS v_n = ROW_COUNT;
    v_counts := v_counts || jsonb_build_object('archived', v_n);
    v_more := v_more OR v_n >= v_batch;

    -- 5. Low signal: old, uncorroborated, never recalled. Flagged for review, never deleted.
    WITH picked AS (
        SELECT b.belief_id FROM memory.beliefs b
         WHERE (p_tenant IS NULL OR b.tenant_id = p_tenant) AND (p_principal IS NULL OR b.principal_id = p_principal)
           AND b.status = 'active' AND NOT b.low_signal AND b.last_recalled_at IS NULL
           AND b.corroboration_count <= v_low_signal_corroboration
           AND b.last_reinforced_at <= p_now - v_low_signal_after
           AND (b.low_signal_cleared_at IS NULL OR b.low_signal_cleared_at <= p_now - v_low_signal_after)
         ORDER BY b.last_reinforced_at LIMIT v_batch FOR UPDATE SKIP LOCKED
    )
    UPDATE memory.beliefs b SET low_signal = true, updated_at = clock_timestamp()
      FROM picked WHERE b.belief_id = picked.belief_id;
    GET DIAGNOSTICS v_n = ROW_COUNT;
    v_counts := v_counts || jsonb_build_object('low_signal', v_n);
    v_more := v_more OR v_n >= v_batch;

    -- 6. Contradiction groups: live beliefs about one subject that disagree are grouped and
    --    queued for review, never resolved here. Only subjects in memory.contradiction_queue
    --    are read (a trigger queues every subject a live belief appears or changes on), so an
    --    idle call costs an index probe, not a read of every live belief. A queue row is
    --    deleted when its subject is checked, before the check: a writer queuing the subject
    --    again meanwhile waits for this transaction and then queues it afresh.
    FOR v_row IN
        SELECT q.tenant_id, q.principal_id, q.subject
          FROM memory.contradiction_queue q
         WHERE (p_tenant IS NULL OR q.tenant_id = p_tenant) AND (p_principal IS NULL OR q.principal_id = p_principal)
         ORDER BY q.queued_at
         LIMIT v_batch
           FOR UPDATE SKIP LOCKED
    LOOP
        DELETE FROM memory.contradiction_queue q
         WHERE q.tenant_id = v_row.tenant_id AND q.principal_id = v_row.principal_id AND q.subject = v_row.subject;
        v_checked := v_checked + 1;
        SELECT (count(DISTINCT (b.normalized_statement, b.polarity)) > 1
                AND bool_or(b.contradiction_group IS NULL AND b.contradiction_reviewed_at IS NULL)),
               (array_agg(b.contradiction_group ORDER BY b.belief_id)
                    FILTER (WHERE b.contradiction_group IS NOT NULL))[1]
          INTO v_disagree, v_group
          FROM memory.beliefs b
         WHERE b.tenant_id = v_row.tenant_id AND b.principal_id = v_row.principal_id AND b.subject = v_row.subject
           AND b.status IN ('provisional', 'active');
        CONTINUE WHEN NOT coalesce(v_disagree, false);
        v_group := coalesce(v_group, gen_random_uuid());
        -- Every live belief of the subject not yet in this group, whichever group it was in.
        SELECT count(*) INTO v_ungrouped FROM memory.beliefs b
         WHERE b.tenant_id = v_row.tenant_id AND b.principal_id = v_row.principal_id AND b.subject = v_row.subject
           AND b.status IN ('provisional', 'active') AND b.contradiction_group IS DISTINCT FROM v_group;
        UPDATE memory.beliefs b SET contradiction_group = v_group, flagged_for_review = true, updated_at = clock_timestamp()
         WHERE b.belief_id IN (SELECT c.belief_id FROM memory.beliefs c
                                WHERE c.tenant_id = v_row.tenant_id AND c.principal_id = v_row.principal_id
                                  AND c.subject = v_row.subject AND c.status IN ('provisional', 'active')
                                  AND c.contradiction_group IS DISTINCT FROM v_group
                                  FOR UPDATE SKIP LOCKED);
        GET DIAGNOSTICS v_n = ROW_COUNT;
        -- A belief a commit holds was skipped: check the subject again on a later call.
        IF v_n < v_ungrouped THEN
            INSERT INTO memory.contradiction_queue (tenant_id, principal_id, subject)
            VALUES (v_row.tenant_id, v_row.principal_id, v_row.subject)
            ON CONFLICT (tenant_id, principal_id, subject) DO NOTHING;
        END IF;
        v_grouped := v_grouped + v_n;
        v_groups := v_groups + 1;
        -- Bounded by rows as well as subjects: a subject with a long tail waits for the next call.
        IF v_grouped >= v_batch THEN
            v_more := true;
            EXIT;
        END IF;
    END LOOP;
    v_more := v_more OR v_checked >= v_batch;

    UPDATE memory.maintenance_runs r
       SET decayed = v_decayed, retired = v_retired, expired = (v_counts ->> 'expired')::integer,
           promoted = (v_counts ->> 'promoted')::integer, archived = (v_counts ->> 'archived')::integer,
           low_signal = (v_counts ->> 'low_signal')::integer, contradiction_groups = v_groups, more = v_more,
           elapsed_ms = round(extract(epoch FROM clock_timestamp() - v_started)::numeric * 1000, 3)
     WHERE r.run_id = v_run_id;

    RETURN v_counts || jsonb_build_object('run_id', v_run_id, 'decayed', v_decayed, 'retired', v_retired,
                                          'contradiction_groups', v_groups, 'more', v_more);
END;
$$;

CREATE OR REPLACE FUNCTION memory.record_recall(
    p_tenant text,
    p_principal text,
    p_belief_ids uuid[],
    p_now timestamptz DEFAULT now())
RETURNS integer
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_n integer;
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    IF p_tenant IS NULL OR p_principal IS NULL THEN
        RAISE EXCEPTION 'tenant and principal are required' USING ERRCODE = 'MF002';
    END IF;
    -- Use resets the decay clock from the current confidence.
    UPDATE memory.beliefs b
       SET last_recalled_at = p_now, recall_count = b.recall_count + 1, decay_base = NULL, decay_anchor_at = NULL
     WHERE b.tenant_id = p_tenant AND b.principal_id = p_principal AND b.belief_id = ANY (p_belief_ids);
    GET DIAGNOSTICS v_n = ROW_COUNT;
    RETURN v_n;
END;
$$;

CREATE OR REPLACE FUNCTION memory.unflag_low_signal(
    p_tenant text,
    p_principal text,
    p_belief_id uuid,
    p_now timestamptz DEFAULT now())
RETURNS boolean
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    UPDATE memory.beliefs b SET low_signal = false, low_signal_cleared_at = p_now, updated_at = clock_timestamp()
     WHERE b.tenant_id = p_tenant AND b.principal_id = p_principal AND b.belief_id = p_belief_id AND b.low_signal;
    RETURN FOUND;
END;
$$;

CREATE OR REPLACE FUNCTION memory.clear_contradiction_group(
    p_tenant text,
    p_principal text,
    p_group uuid,
    p_now timestamptz DEFAULT now())
RETURNS integer
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_n integer;
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    UPDATE memory.beliefs b SET contradiction_group = NULL, contradiction_reviewed_at = p_now,
                                updated_at = clock_timestamp()
     WHERE b.tenant_id = p_tenant AND b.principal_id = p_principal AND b.contradiction_group = p_group;
    GET DIAGNOSTICS v_n = ROW_COUNT;
    RETURN v_n;
END;
$$;

CREATE OR REPLACE FUNCTION memory.explain_confidence(p_tenant text, p_principal text, p_belief_id uuid)
RETURNS TABLE (changed_at timestamptz, rule text, from_confidence numeric, to_confidence numeric,
               from_status text, to_status text)
LANGUAGE plpgsql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    RETURN QUERY
        SELECT c.changed_at, c.rule, c.from_confidence, c.to_confidence, c.from_status, c.to_status
          FROM memory.confidence_changes c
         WHERE c.tenant_id = p_tenant AND c.principal_id = p_principal AND c.belief_id = p_belief_id
         ORDER BY c.changed_at, c.change_id;
END;
$$;

COMMENT ON FUNCTION memory._setting(text) IS 'Private: one value of memory.policy_settings (error if missing).';
COMMENT ON FUNCTION memory.run_maintenance(timestamptz, integer, text, text) IS
    'One bounded maintenance sweep at p_now (default now()), at most p_batch beliefs per phase (default '
    'maintenance_batch), optionally for one tenant or principal: decay by type half-life with retirement below the '
    'floor, expiry, promotion, archival, low-signal flags and contradiction groups (of the subjects in contradiction_queue). Skips rows a commit holds; '
    'idempotent at a given p_now; every confidence change is logged in confidence_changes and the call in '
    'maintenance_runs. Returns the counts and more = true while work remains (call again).';
COMMENT ON FUNCTION memory.record_recall(text, text, uuid[], timestamptz) IS 'Marks beliefs as used by a retrieval layer: resets their decay clock and keeps them from being low-signal. Returns how many of the principal''s beliefs it marked.';
COMMENT ON FUNCTION memory.unflag_low_signal(text, text, uuid, timestamptz) IS 'Clears a low-signal flag; it is not set again until the belief has been quiet for another low_signal_after_days.';
COMMENT ON FUNCTION memory.clear_contradiction_group(text, text, uuid, timestamptz) IS 'Marks a contradiction group reviewed and dissolves it; returns how many beliefs left it.';
COMMENT ON FUNCTION memory.explain_confidence(text, text, uuid) IS 'Every logged change of a belief''s confidence or lifecycle status: when, by which rule, from what to what.';
