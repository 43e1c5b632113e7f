-- Candidate validation and the automatic-source checks of commit_formation.

CREATE OR REPLACE FUNCTION memory.portability_ceiling(p_belief_type text)
RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN CASE
        WHEN p_belief_type IN ('preference', 'user_model_attr', 'procedure_pointer') THEN 'portable'
        WHEN p_belief_type IN ('fact', 'relationship') THEN 'contextual'
    END;
END;
$$;

CREATE OR REPLACE FUNCTION memory._rank(p_value text)
RETURNS integer
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    -- Authority (user > affirmed > inferred) and portability (portable > contextual > local).
    RETURN CASE p_value
        WHEN 'user' THEN 3 WHEN 'affirmed' THEN 2 WHEN 'inferred' THEN 1
        WHEN 'portable' THEN 3 WHEN 'contextual' THEN 2 WHEN 'local' THEN 1
    END;
END;
$$;

CREATE OR REPLACE FUNCTION memory._policy()
RETURNS jsonb
LANGUAGE plpgsql STABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_policy jsonb;
BEGIN
    SELECT jsonb_object_agg(p.key, p.value) INTO v_policy FROM memory.policy_settings p;
    RETURN coalesce(v_policy, '{}'::jsonb);
END;
$$;

CREATE OR REPLACE FUNCTION memory._candidate_fields()
RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN ARRAY['belief_type', 'subject', 'statement', 'polarity', 'source_seqs', 'confidence', 'proposed_scope',
                 'portability', 'sensitivity', 'valid_from', 'expires_at', 'evidence'];
END;
$$;

CREATE OR REPLACE FUNCTION memory._is_json_integer(p_value jsonb, p_min numeric, p_max numeric)
RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_number numeric;
BEGIN
    IF jsonb_typeof(p_value) IS DISTINCT FROM 'number' THEN
        RETURN false;
    END IF;
    v_number := (p_value #>> '{}')::numeric;
    RETURN v_number = trunc(v_number) AND v_number BETWEEN p_min AND p_max;
END;
$$;

CREATE OR REPLACE FUNCTION memory._validate_candidate(
    p_candidate jsonb,
    p_index integer,
    p_policy jsonb,
    p_needs_sources boolean)
RETURNS void
LANGUAGE plpgsql STABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_where text := format('candidate %s: ', p_index);
    v_seq jsonb;
BEGIN
    IF jsonb_typeof(p_candidate) IS DISTINCT FROM 'object' THEN
        RAISE EXCEPTION '%must be a JSON object', v_where USING ERRCODE = 'MF021';
    END IF;
    -- The candidate contract is closed (MemoryCandidate forbids extra fields too): a stray field
    -- is refused, never carried along.
    IF EXISTS (SELECT 1 FROM jsonb_object_keys(p_candidate) k WHERE k <> ALL (memory._candidate_fields())) THEN
        RAISE EXCEPTION '%unknown fields: %', v_where,
              (SELECT string_agg(quote_literal(left(k, 40)), ', ' ORDER BY k) FROM jsonb_object_keys(p_candidate) k
                WHERE k <> ALL (memory._candidate_fields()))
            USING ERRCODE = 'MF021', HINT = format('A candidate has only %s.', array_to_string(memory._candidate_fields(), ', '));
    END IF;
    IF memory.portability_ceiling(p_candidate ->> 'belief_type') IS NULL THEN
        RAISE EXCEPTION '%unknown belief_type %', v_where, quote_nullable(p_candidate ->> 'belief_type')
            USING ERRCODE = 'MF022',
                  HINT = 'One of fact, preference, relationship, user_model_attr, procedure_pointer.';
    END IF;
    IF jsonb_typeof(p_candidate -> 'subject') IS DISTINCT FROM 'string' OR btrim(p_candidate ->> 'subject') = ''
       OR length(p_candidate ->> 'subject') > (p_policy ->> 'max_subject_length')::integer THEN
        RAISE EXCEPTION '%subject must be a non-empty string of at most % characters', v_where, p_policy ->> 'max_subject_length'
            USING ERRCODE = 'MF023';
    END IF;
    IF jsonb_typeof(p_candidate -> 'statement') IS DISTINCT FROM 'string' OR btrim(p_candidate ->> 'statement') = ''
       OR length(p_candidate ->> 'statement') > (p_policy ->> 'max_statement_length')::integer THEN
        RAISE EXCEPTION '%statement must be a non-empty string of at most % characters', v_where, p_policy ->> 'max_statement_length'
            USING ERRCODE = 'MF023';
    END IF;
    IF coalesce(p_candidate ->> 'polarity', 'assert') NOT IN ('assert', 'retract') THEN
        RAISE EXCEPTION '%polarity must be assert or retract', v_where USING ERRCODE = 'MF022';
    END IF;
    IF p_candidate ? 'portability' AND memory._rank(p_candidate ->> 'portability') IS NULL THEN
        RAISE EXCEPTION '%portability must be portable, contextual or local', v_where USING ERRCODE = 'MF022';
    END IF;
    IF coalesce(p_candidate ->> 'sensitivity', 'normal') NOT IN ('normal', 'sensitive') THEN
        RAISE EXCEPTION '%sensitivity must be normal or sensitive', v_where USING ERRCODE = 'MF022';
    END IF;
    IF p_candidate ? 'confidence' AND (jsonb_typeof(p_candidate -> 'confidence') IS DISTINCT FROM 'number'
       OR (p_candidate ->> 'confidence')::numeric NOT BETWEEN 0 AND 1) THEN
        RAISE EXCEPTION '%confidence must be a number between 0 and 1', v_where USING ERRCODE = 'MF024';
    END IF;
    IF p_candidate ? 'proposed_scope' AND jsonb_typeof(p_candidate -> 'proposed_scope') IS DISTINCT FROM 'string' THEN
        RAISE EXCEPTION '%proposed_scope must be a string', v_where USING ERRCODE = 'MF021';
    END IF;
    IF p_candidate ? 'evidence' AND jsonb_typeof(p_candidate -> 'evidence') NOT IN ('string', 'null') THEN
        RAISE EXCEPTION '%evidence must be a string', v_where USING ERRCODE = 'MF021';
    END IF;
    IF p_candidate ->> 'valid_from' IS NOT NULL THEN
        PERFORM memory._parse_timestamptz(p_candidate ->> 'valid_from', v_where || 'valid_from');
    END IF;
    IF p_candidate ->> 'expires_at' IS NOT NULL THEN
        PERFORM memory._parse_timestamptz(p_candidate ->> 'expires_at', v_where || 'expires_at');
    END IF;
    IF p_needs_sources THEN
        IF jsonb_typeof(p_candidate -> 'source_seqs') IS DISTINCT FROM 'array' OR jsonb_array_length(p_candidate -> 'source_seqs') = 0
           OR jsonb_array_length(p_candidate -> 'source_seqs') > 50 THEN
            RAISE EXCEPTION '%source_seqs must be a non-empty array of at most 50 event seqs', v_where
                USING ERRCODE = 'MF025',
                      HINT = 'Every automatic candidate cites the user messages it came from.';
        END IF;
        FOR v_seq IN SELECT value FROM jsonb_array_elements(p_candidate -> 'source_seqs') LOOP
            IF NOT memory._is_json_integer(v_seq, 1, 9223372036854775807) THEN
                RAISE EXCEPTION '%source_seqs must hold positive integers', v_where USING ERRCODE = 'MF025';
            END IF;
        END LOOP;
    END IF;
END;
$$;

CREATE OR REPLACE FUNCTION memory._automatic_source_check(
    p_tenant text,
    p_principal text,
    p_session text,
    p_scope text,
    p_watermark_before bigint,
    p_prefix_end bigint,
    p_candidate jsonb,
    OUT o_reason text,
    OUT o_event_ids bigint[],
    OUT o_seqs bigint[],
    OUT o_instant timestamptz,
    OUT o_max_seq bigint)
LANGUAGE plpgsql STABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_event memory.events%ROWTYPE;
    v_seq bigint;
    v_text text;
    v_texts text[] := '{}'::text[];
    v_gate text;
    v_evidence text := p_candidate ->> 'evidence';
BEGIN
    -- Provenance is recomputed from the log, never taken from the caller.
    o_seqs := ARRAY(SELECT DISTINCT (x #>> '{}')::bigint FROM jsonb_array_elements(p_candidate -> 'source_seqs') x ORDER BY 1);
    o_event_ids := '{}'::bigint[];
    FOREACH v_seq IN ARRAY o_seqs LOOP
        SELECT * INTO v_event FROM memory.events e
         WHERE e.tenant_id = p_tenant AND e.principal_id = p_principal AND e.session_id = p_session AND e.seq = v_seq;
        IF NOT FOUND THEN
            o_reason := 'unknown_source'; RETURN;
        ELSIF v_seq <= p_watermark_before OR v_seq > p_prefix_end THEN
            o_reason := 'out_of_prefix'; RETURN;
        ELSIF v_event.event_type <> 'user.message.created' THEN
            o_reason := 'not_user_message'; RETURN;
        ELSIF v_event.authoring_principal_id IS DISTINCT FROM p_principal THEN
            o_reason := 'foreign_author'; RETURN;
        ELSIF v_event.trust <> 'owner' THEN
            o_reason := 'untrusted_source'; RETURN;
        END IF;
        v_text := memory.event_text(v_event.payload);
        v_gate := memory.eligibility_reason(v_text, true);
        IF v_gate IS NOT NULL THEN
            o_reason := v_gate || '_in_source'; RETURN;
        END IF;
        v_texts := v_texts || v_text;
        o_event_ids := o_event_ids || v_event.event_id;
        o_instant := greatest(o_instant, v_event.occurred_at);
        o_max_seq := greatest(o_max_seq, v_seq);
    END LOOP;

    IF coalesce(p_candidate ->> 'proposed_scope', p_scope) <> p_scope THEN
        o_reason := 'scope_mismatch'; RETURN;
    END IF;
    IF memory._rank(coalesce(p_candidate ->> 'portability', memory.portability_ceiling(p_candidate ->> 'belief_type')))
       > memory._rank(memory.portability_ceiling(p_candidate ->> 'belief_type')) THEN
        o_reason := 'portability_ceiling'; RETURN;
    END IF;
    IF v_evidence IS NOT NULL AND NOT EXISTS (SELECT 1 FROM unnest(v_texts) t WHERE strpos(t, v_evidence) > 0) THEN
        o_reason := 'evidence_mismatch'; RETURN;
    END IF;
    -- Without evidence the supporting words cannot be told from the rest of the message, so the
    -- whole cited text is judged as the evidence would be: "I am in Rome today" forms nothing.
    IF v_evidence IS NULL THEN
        SELECT g.r INTO v_gate
          FROM unnest(v_texts) AS t(text), LATERAL memory.eligibility_reason(t.text, false) AS g(r)
         WHERE g.r IS NOT NULL
         LIMIT 1;
        IF v_gate IS NOT NULL THEN
            o_reason := v_gate || '_in_source'; RETURN;
        END IF;
    END IF;
    -- The subject is stored and shown like the statement: it passes the secret and injection gates.
    o_reason := coalesce(memory.eligibility_reason(p_candidate ->> 'statement', false),
                         memory.eligibility_reason(v_evidence, false),
                         memory.eligibility_reason(p_candidate ->> 'subject', true));
END;
$$;

COMMENT ON FUNCTION memory.portability_ceiling(text) IS 'The furthest a belief of this type may travel: portable for preference, user_model_attr, procedure_pointer; contextual for fact, relationship; NULL for an unknown type.';
COMMENT ON FUNCTION memory._rank(text) IS 'Private: ordinal of an authority (user 3, affirmed 2, inferred 1) or a portability (portable 3, contextual 2, local 1).';
COMMENT ON FUNCTION memory._policy() IS 'Private: memory.policy_settings as one jsonb object.';
COMMENT ON FUNCTION memory._candidate_fields() IS 'Private: the fields a formation candidate may have (commit_formation and remember refuse any other, MF021).';
COMMENT ON FUNCTION memory._is_json_integer(jsonb, numeric, numeric) IS 'Private: true if the jsonb value is a JSON number holding an integer between p_min and p_max (checked before any cast, so no cast error escapes).';
COMMENT ON FUNCTION memory._validate_candidate(jsonb, integer, jsonb, boolean) IS 'Private: refuses a malformed candidate (MF021-MF025, MF003) before anything is written: unknown fields (MF021), source_seqs that are not positive bigints (MF025).';
COMMENT ON FUNCTION memory._automatic_source_check(text, text, text, text, bigint, bigint, jsonb) IS 'Private: provenance (every source a user.message.created of the owning principal, owner trust, inside the claimed prefix), scope, portability ceiling, evidence and the eligibility gates on statement, evidence, subject (secret and injection gates) and cited source text (all gates, transient included, when the candidate carries no evidence). Returns the first reason to reject, or NULL with the source event ids, seqs, newest source time and highest seq.';
