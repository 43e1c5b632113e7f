-- User corrections and deletion. Corrections are evidence at user authority and are stored
-- content-keyed, so a re-derived belief with a new id is still refused; deletion keeps only a
-- hash. Every action is an event in the principal's corrections log.

CREATE OR REPLACE FUNCTION memory.corrections_session()
RETURNS text
LANGUAGE plpgsql IMMUTABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN 'memform:corrections';
END;
$$;

CREATE OR REPLACE FUNCTION memory._lock_belief(p_tenant text, p_principal text, p_belief_id uuid)
RETURNS memory.beliefs
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_belief memory.beliefs%ROWTYPE;
BEGIN
    PERFORM memory._require_identity(p_tenant, p_principal, memory.corrections_session());
    SELECT * INTO v_belief FROM memory.beliefs b
     WHERE b.tenant_id = p_tenant AND b.principal_id = p_principal AND b.belief_id = p_belief_id;
    IF FOUND THEN
        -- The same lock formation takes per subject, taken first as formation does: a correction
        -- cannot slip between a formation's correction check and its write.
        PERFORM memory._lock_subjects(p_tenant, p_principal, ARRAY[v_belief.subject]);
        SELECT * INTO v_belief FROM memory.beliefs b WHERE b.belief_id = p_belief_id FOR UPDATE;
    END IF;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no belief % for principal %', p_belief_id, p_principal
            USING ERRCODE = 'MF050', HINT = 'memform list shows the principal''s beliefs and their ids.';
    END IF;
    RETURN v_belief;
END;
$$;

CREATE OR REPLACE FUNCTION memory.correct_belief(
    p_tenant text,
    p_principal text,
    p_belief_id uuid,
    p_kind text,
    p_replacement jsonb DEFAULT NULL,
    p_scope text DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_belief memory.beliefs%ROWTYPE;
    v_rejection_id uuid;
    v_replacement jsonb;
    v_result jsonb;
    v_replacement_id uuid;
    v_scope text;
    v_ceiling text;
    v_outstanding boolean;
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    IF p_kind IS NULL OR p_kind NOT IN ('untrue', 'changed', 'not_here', 'unspecified') THEN
        RAISE EXCEPTION 'unknown correction kind %', quote_nullable(p_kind)
            USING ERRCODE = 'MF051', HINT = 'untrue, changed, not_here or unspecified.';
    END IF;
    IF p_kind = 'changed' AND (jsonb_typeof(p_replacement -> 'statement') IS DISTINCT FROM 'string'
                               OR btrim(p_replacement ->> 'statement') = '') THEN
        RAISE EXCEPTION 'a changed correction needs the corrected statement' USING ERRCODE = 'MF051';
    END IF;
    IF p_kind = 'not_here' AND p_scope IS NULL THEN
        RAISE EXCEPTION 'a not_here correction needs the scope where the belief does not hold'
            USING ERRCODE = 'MF051', HINT = 'e.g. project:billing';
    END IF;
    IF p_kind = 'not_here' AND NOT (p_scope = 'user' OR p_scope ~ '^project:[a-z0-9][a-z0-9._-]{0,62}$') THEN
        RAISE EXCEPTION 'invalid scope % for a not_here correction', quote_literal(left(p_scope, 80))
            USING ERRCODE = 'MF051', HINT = 'Use user or project:<lowercase-name>, e.g. project:billing.';
    END IF;
    -- An edit may move the belief to another subject: both subject locks at once, before
    -- _lock_belief re-takes the first.
    IF p_kind = 'changed' AND jsonb_typeof(p_replacement -> 'subject') = 'string' THEN
        PERFORM memory._lock_subjects(p_tenant, p_principal,
            ARRAY(SELECT b.subject FROM memory.beliefs b
                   WHERE b.tenant_id = p_tenant AND b.principal_id = p_principal AND b.belief_id = p_belief_id)
            || (p_replacement ->> 'subject'));
    END IF;
    v_belief := memory._lock_belief(p_tenant, p_principal, p_belief_id);
    v_scope := coalesce(p_scope, v_belief.scope);
    IF p_kind = 'changed' AND v_belief.status NOT IN ('provisional', 'active') THEN
        -- Its replacement would be a live belief again beside whatever holds now.
        RAISE EXCEPTION 'belief % is %, not live: only a live belief can be edited', p_belief_id, v_belief.status
            USING ERRCODE = 'MF053', HINT = 'Mark it untrue or delete it instead; nothing was changed.';
    END IF;
    IF p_kind = 'changed'
       AND btrim(p_replacement ->> 'statement') = v_belief.statement
       AND coalesce(btrim(p_replacement ->> 'subject'), v_belief.subject) = v_belief.subject
       AND coalesce(p_replacement ->> 'belief_type', v_belief.belief_type) = v_belief.belief_type
       AND coalesce(p_replacement ->> 'polarity', v_belief.polarity) = v_belief.polarity
       -- the same words with another expiry, sensitivity, portability, validity or confidence are an edit
       AND (NOT p_replacement ? 'portability' OR p_replacement -> 'portability' = to_jsonb(v_belief.portability))
       AND (NOT p_replacement ? 'sensitivity' OR p_replacement -> 'sensitivity' = to_jsonb(v_belief.sensitivity))
       AND (NOT p_replacement ? 'confidence' OR p_replacement -> 'confidence' = to_jsonb(v_belief.confidence))
       AND (p_replacement ->> 'valid_from' IS NULL
            OR memory._parse_timestamptz(p_replacement ->> 'valid_from', 'valid_from') = v_belief.valid_from)
       AND (NOT p_replacement ? 'expires_at'
            OR CASE WHEN p_replacement ->> 'expires_at' IS NOT NULL
                    THEN memory._parse_timestamptz(p_replacement ->> 'expires_at', 'expires_at') END
               IS NOT DISTINCT FROM v_belief.expires_at) THEN
        RAISE EXCEPTION 'the corrected statement is the belief''s own statement'
            USING ERRCODE = 'MF051', HINT = 'Nothing was changed.';
    END IF;

    IF p_kind = 'untrue' THEN
        UPDATE memory.beliefs b SET status = 'retired', valid_to = coalesce(b.valid_to, now()), updated_at = clock_timestamp()
         WHERE b.belief_id = p_belief_id;
    ELSIF p_kind = 'changed' THEN
        -- Out of the way first, so a similar corrected statement is formed, not merged into it.
        UPDATE memory.beliefs b SET status = 'superseded', valid_to = now(), updated_at = clock_timestamp()
         WHERE b.belief_id = p_belief_id AND b.status IN ('provisional', 'active');
        v_replacement := jsonb_build_object('belief_type', v_belief.belief_type, 'subject', v_belief.subject,
                                            'polarity', v_belief.polarity)
                         || (p_replacement - 'source_seqs' - 'proposed_scope');
        -- The correction changes what the belief says, not where it holds or how far it travels:
        -- the replacement keeps the belief's portability (capped by its type's ceiling).
        IF jsonb_typeof(v_replacement) = 'object' AND NOT v_replacement ? 'portability' THEN
            v_ceiling := memory.portability_ceiling(v_replacement ->> 'belief_type');
            v_replacement := v_replacement || jsonb_build_object('portability',
                CASE WHEN memory._rank(v_belief.portability) > memory._rank(v_ceiling) THEN v_ceiling
                     ELSE v_belief.portability END);
        END IF;
        -- Nor how it is to be handled: rewording a sensitive belief keeps it sensitive (and so flagged for
        -- review), and an expiring one expires when it did, unless the edit says otherwise.
        IF jsonb_typeof(v_replacement) = 'object' AND NOT v_replacement ? 'sensitivity' THEN
            v_replacement := v_replacement || jsonb_build_object('sensitivity', v_belief.sensitivity);
        END IF;
        IF jsonb_typeof(v_replacement) = 'object' AND NOT v_replacement ? 'expires_at'
           AND v_belief.expires_at IS NOT NULL THEN
            v_replacement := v_replacement || jsonb_build_object('expires_at',
                to_char(v_belief.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'));
        END IF;
        PERFORM memory._ensure_corrections_session(p_tenant, p_principal);
        -- Logged in the corrections session, formed in the belief's own scope.
        v_result := memory._remember(p_tenant, p_principal, memory.corrections_session(), v_replacement, v_belief.scope);
        IF v_result ->> 'outcome' = 'rejected' THEN
            RAISE EXCEPTION 'the corrected statement was refused (%)', v_result ->> 'detail'
                USING ERRCODE = 'MF052', HINT = 'Nothing was changed.';
        END IF;
        v_replacement_id := (v_result ->> 'belief_id')::uuid;
        IF v_result ->> 'outcome' = 'committed' THEN
            UPDATE memory.beliefs b SET origin_scopes = v_belief.origin_scopes WHERE b.belief_id = v_replacement_id;
        END IF;
        UPDATE memory.beliefs b SET superseded_by = v_replacement_id WHERE b.belief_id = p_belief_id;
        INSERT INTO memory.belief_links (tenant_id, principal_id, from_belief_id, to_belief_id, kind)
        VALUES (p_tenant, p_principal, v_replacement_id, p_belief_id, 'supersedes')
        ON CONFLICT DO NOTHING;
    ELSIF p_kind = 'not_here' THEN
        UPDATE memory.beliefs b SET portability = 'local', updated_at = clock_timestamp()
         WHERE b.belief_id = p_belief_id;
    ELSE
        UPDATE memory.beliefs b
           SET flagged_for_review = true, confidence = round(b.confidence * 0.8, 3),
               decay_base = NULL, decay_anchor_at = NULL, updated_at = clock_timestamp()
         WHERE b.belief_id = p_belief_id;
    END IF;

    -- An edit whose result formation would match to the old statement (a fix of case, punctuation
    -- or a word) refuses nothing: an outstanding rejection would refuse the corrected statement itself.
    v_outstanding := p_kind <> 'unspecified'
        AND NOT (p_kind = 'changed'
                 AND btrim(v_replacement ->> 'subject') = v_belief.subject
                 AND v_replacement ->> 'belief_type' = v_belief.belief_type
                 AND (memory.statement_sha256(btrim(v_replacement ->> 'statement')) = v_belief.statement_sha256
                      OR public.similarity(v_belief.normalized_statement,
                                           memory.normalize_statement(btrim(v_replacement ->> 'statement')))
                         >= (memory._policy() ->> 'duplicate_similarity')::numeric));
    INSERT INTO memory.rejections (tenant_id, principal_id, belief_id, kind, subject, belief_type, statement,
                                   normalized_statement, statement_sha256, scope, replacement_id, outstanding)
    VALUES (p_tenant, p_principal, p_belief_id, p_kind, v_belief.subject, v_belief.belief_type, v_belief.statement,
            v_belief.normalized_statement, v_belief.statement_sha256, v_scope, v_replacement_id, coalesce(v_outstanding, true))
    RETURNING rejection_id INTO v_rejection_id;

    INSERT INTO memory.confidence_changes (belief_id, tenant_id, principal_id, rule, from_confidence, to_confidence,
                                           from_status, to_status, changed_at)
    SELECT b.belief_id, p_tenant, p_principal, format('user correction: %s', p_kind), v_belief.confidence, b.confidence,
           v_belief.status, b.status, now()
      FROM memory.beliefs b WHERE b.belief_id = p_belief_id;

    PERFORM memory._ensure_corrections_session(p_tenant, p_principal);
    PERFORM memory._append_memory_events(p_tenant, p_principal, memory.corrections_session(),
        jsonb_build_array(jsonb_build_object('type', 'memory.corrected', 'payload',
            jsonb_build_object('belief_id', p_belief_id, 'kind', p_kind, 'rejection_id', v_rejection_id,
                               'replacement_id', v_replacement_id))));
    RETURN jsonb_build_object('belief_id', p_belief_id, 'kind', p_kind, 'rejection_id', v_rejection_id,
                              'replacement_id', v_replacement_id,
                              'status', (SELECT b.status FROM memory.beliefs b WHERE b.belief_id = p_belief_id));
END;
$$;

CREATE OR REPLACE FUNCTION memory._ensure_corrections_session(p_tenant text, p_principal text)
RETURNS void
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    INSERT INTO memory.sessions (tenant_id, principal_id, session_id, scope)
    VALUES (p_tenant, p_principal, memory.corrections_session(), 'user')
    ON CONFLICT (tenant_id, principal_id, session_id) DO NOTHING;
END;
$$;

CREATE OR REPLACE FUNCTION memory.edit_belief(
    p_tenant text,
    p_principal text,
    p_belief_id uuid,
    p_statement text)
RETURNS jsonb
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    RETURN memory.correct_belief(p_tenant, p_principal, p_belief_id, 'changed',
                                 jsonb_build_object('statement', p_statement));
END;
$$;

CREATE OR REPLACE FUNCTION memory.delete_belief(p_tenant text, p_principal text, p_belief_id uuid)
RETURNS jsonb
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_belief memory.beliefs%ROWTYPE;
    v_deleted uuid[];
    v_sanitized integer;
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    PERFORM memory._require_identity(p_tenant, p_principal, memory.corrections_session());
    -- The subject lock of every subject holding a copy, so no formation on another subject acts
    -- on a copy while it goes.
    PERFORM memory._lock_subjects(p_tenant, p_principal,
        ARRAY(SELECT b.subject FROM memory.beliefs b
               WHERE b.tenant_id = p_tenant AND b.principal_id = p_principal
                 AND b.statement_sha256 = (SELECT b0.statement_sha256 FROM memory.beliefs b0
                                            WHERE b0.tenant_id = p_tenant AND b0.principal_id = p_principal
                                              AND b0.belief_id = p_belief_id)));
    v_belief := memory._lock_belief(p_tenant, p_principal, p_belief_id);
    -- The content's own lock, exclusive: a formation of the same statement on a subject not
    -- locked above (it holds this lock shared) finishes first and its copy is deleted below,
    -- or starts after and meets the tombstone.
    PERFORM memory._lock_content(p_tenant, p_principal, ARRAY[v_belief.statement_sha256], true);
    INSERT INTO memory.tombstones (tenant_id, principal_id, statement_sha256, belief_id)
    VALUES (p_tenant, p_principal, v_belief.statement_sha256, p_belief_id)
    ON CONFLICT DO NOTHING;
    -- Where every copy came from, so re-deriving those sources in other words stays deleted.
    INSERT INTO memory.tombstone_sources (tenant_id, principal_id, session_id, seq, subject_sha256, statement_sha256)
    SELECT DISTINCT p_tenant, p_principal, bs.session_id, bs.seq, memory.statement_sha256(b.subject), b.statement_sha256
      FROM memory.beliefs b
      JOIN memory.belief_sources bs ON bs.belief_id = b.belief_id
     WHERE b.tenant_id = p_tenant AND b.principal_id = p_principal
       AND (b.belief_id = p_belief_id OR b.statement_sha256 = v_belief.statement_sha256)
    ON CONFLICT DO NOTHING;
    -- Every copy of the content goes, archived ones and other subjects included.
    WITH deleted AS (
        DELETE FROM memory.beliefs b
         WHERE b.tenant_id = p_tenant AND b.principal_id = p_principal
           AND (b.belief_id = p_belief_id OR b.statement_sha256 = v_belief.statement_sha256)
        RETURNING b.belief_id)
    SELECT array_agg(d.belief_id) INTO v_deleted FROM deleted d;
    -- Older corrections of any deleted copy or of the same content, or naming a copy as their
    -- replacement, keep only the hash.
    UPDATE memory.rejections r SET statement = NULL, normalized_statement = NULL
     WHERE r.tenant_id = p_tenant AND r.principal_id = p_principal
       AND (r.belief_id = ANY (v_deleted) OR r.replacement_id = ANY (v_deleted)
            OR r.statement_sha256 = v_belief.statement_sha256)
       AND (r.statement IS NOT NULL OR r.normalized_statement IS NOT NULL);
    GET DIAGNOSTICS v_sanitized = ROW_COUNT;
    PERFORM memory._ensure_corrections_session(p_tenant, p_principal);
    PERFORM memory._append_memory_events(p_tenant, p_principal, memory.corrections_session(),
        jsonb_build_array(jsonb_build_object('type', 'memory.deleted', 'payload',
                                             jsonb_build_object('belief_id', p_belief_id))));
    RETURN jsonb_build_object('belief_id', p_belief_id, 'deleted', true, 'corrections_sanitized', v_sanitized);
END;
$$;

CREATE OR REPLACE FUNCTION memory.get_belief(p_tenant text, p_principal text, p_belief_id uuid)
RETURNS jsonb
LANGUAGE plpgsql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_result jsonb;
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    SELECT to_jsonb(b) - 'normalized_statement' - 'decay_base' - 'decay_anchor_at'
           || jsonb_build_object(
               'sources', coalesce((
                   SELECT jsonb_agg(jsonb_build_object('session', bs.session_id, 'seq', bs.seq,
                                                       'event_type', e.event_type, 'occurred_at', e.occurred_at,
                                                       -- an explicit statement is logged as its fields, not as text
                                                       'text', CASE WHEN e.event_type = 'memory.remembered'
                                                                    THEN e.payload -> 'candidate' ->> 'statement'
                                                                    ELSE memory.event_text(e.payload) END,
                                                       'run_id', bs.run_id)
                                    ORDER BY bs.session_id, bs.seq)
                     FROM memory.belief_sources bs JOIN memory.events e ON e.event_id = bs.event_id
                    WHERE bs.belief_id = b.belief_id), '[]'::jsonb),
               'formation_run', (
                   SELECT jsonb_build_object('run_id', r.run_id, 'trigger', r.trigger, 'session', r.session_id,
                                             'extractor', r.extractor, 'extractor_version', r.extractor_version,
                                             'policy_version', r.policy_version, 'started_at', r.started_at)
                     FROM memory.consolidation_runs r WHERE r.run_id = b.formation_run_id),
               'links', coalesce((
                   SELECT jsonb_agg(jsonb_build_object('kind', l.kind,
                                                       'direction', CASE WHEN l.from_belief_id = b.belief_id THEN 'to' ELSE 'from' END,
                                                       'belief_id', o.belief_id, 'statement', o.statement,
                                                       'status', o.status))
                     FROM memory.belief_links l
                     JOIN memory.beliefs o ON o.belief_id = CASE WHEN l.from_belief_id = b.belief_id
                                                                  THEN l.to_belief_id ELSE l.from_belief_id END
                    WHERE l.from_belief_id = b.belief_id OR l.to_belief_id = b.belief_id), '[]'::jsonb),
               'confidence_history', coalesce((
                   SELECT jsonb_agg(to_jsonb(h) ORDER BY h.changed_at)
                     FROM memory.explain_confidence(p_tenant, p_principal, b.belief_id) h), '[]'::jsonb))
      INTO v_result
      FROM memory.beliefs b
     WHERE b.tenant_id = p_tenant AND b.principal_id = p_principal AND b.belief_id = p_belief_id;
    IF v_result IS NULL THEN
        RAISE EXCEPTION 'no belief % for principal %', p_belief_id, p_principal USING ERRCODE = 'MF050';
    END IF;
    RETURN v_result;
END;
$$;

COMMENT ON FUNCTION memory.corrections_session() IS 'The session id under which a principal''s corrections and deletions are logged.';
COMMENT ON FUNCTION memory._lock_belief(text, text, uuid) IS 'Private: the principal''s belief, row-locked, or MF050.';
COMMENT ON FUNCTION memory._ensure_corrections_session(text, text) IS 'Private: creates the principal''s corrections session on first use.';
COMMENT ON FUNCTION memory.correct_belief(text, text, uuid, text, jsonb, text) IS
    'A user correction of one of the principal''s beliefs: untrue (retire, no replacement), changed (supersede with '
    'p_replacement at user authority, logged in the corrections session but formed in the belief''s scope with its '
    'origin scopes, portability, sensitivity and expiry unless p_replacement gives its own), not_here (lower portability to local and refuse it in p_scope), unspecified '
    '(flag for review and down-weight, never retire). Stored content-keyed in memory.rejections so a re-derived belief '
    'with a new id is refused (all but unspecified, and a changed whose replacement formation would match to the old '
    'statement, such as a fix of case or punctuation); a later explicit statement of the rejected content (remember, '
    'edit) clears the rejection. Logged as memory.corrected. MF050 unknown belief, MF051 bad kind or arguments (an edit '
    'that changes nothing included: the same statement, subject, type and polarity, and every other field it gives the '
    'belief''s own), MF052 corrected statement refused (by the gates or a deletion; nothing '
    'changed), MF053 an edit of a belief that is not live (superseded, expired, retired).';
COMMENT ON FUNCTION memory.edit_belief(text, text, uuid, text) IS 'Edits a belief''s statement: a changed correction.';
COMMENT ON FUNCTION memory.delete_belief(text, text, uuid) IS
    'Deletes a belief at the user''s request: the row, every other copy of the same content (any subject or status) and '
    'their links go, under the subject lock of every subject holding a copy; a tombstone keeps only the statement''s '
    'sha256 and the belief id, and memory.tombstone_sources the (session, seq) sources of every deleted copy with its '
    'subject''s sha256, never text (the same content is never formed again, replay and re-derivation under a newer '
    'policy included); corrections '
    'of any deleted copy or of the same content, or naming a copy as their replacement, are sanitized to their hash '
    '(corrections_sanitized counts them); memory.deleted logs only the id.';
COMMENT ON FUNCTION memory.get_belief(text, text, uuid) IS 'One belief of the principal with its source events (their text; for an explicit remember, the statement remembered), the run that formed it, its supersession and conflict links and its confidence history.';
