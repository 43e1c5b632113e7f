-- The single write path into the log. memory._append is shared by the public
-- append_event and by memform's own internal events (formation requests, process events).

CREATE OR REPLACE FUNCTION memory._append(
    p_tenant text,
    p_principal text,
    p_session text,
    p_event_type text,
    p_payload jsonb,
    p_author_role text,
    p_trust text,
    p_occurred_at timestamptz,
    p_derivation_key text,
    p_authoring_principal text,
    p_scope text,
    p_not_before timestamptz,
    p_is_activity boolean,
    p_same_content_on_repeat boolean DEFAULT false)
RETURNS bigint
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_session memory.sessions%ROWTYPE;
    v_existing memory.events%ROWTYPE;
    v_seq bigint;
    v_activity_at timestamptz;
    v_closed_at timestamptz;
BEGIN
    -- The row lock serializes appenders of one session: seq stays gap-free and the
    -- derivation-key check below cannot race.
    SELECT * INTO v_session
      FROM memory.sessions
     WHERE tenant_id = p_tenant AND principal_id = p_principal AND session_id = p_session
       FOR UPDATE;
    IF NOT FOUND THEN
        INSERT INTO memory.sessions (tenant_id, principal_id, session_id, scope)
        VALUES (p_tenant, p_principal, p_session, coalesce(p_scope, 'user'))
        ON CONFLICT (tenant_id, principal_id, session_id) DO NOTHING;
        SELECT * INTO STRICT v_session
          FROM memory.sessions
         WHERE tenant_id = p_tenant AND principal_id = p_principal AND session_id = p_session
           FOR UPDATE;
    END IF;

    IF p_scope IS NOT NULL AND p_scope <> v_session.scope THEN
        RAISE EXCEPTION 'session % already has scope %, not %', p_session, v_session.scope, p_scope
            USING ERRCODE = 'MF012',
                  HINT = 'A session''s scope is fixed by its first event.';
    END IF;

    IF p_derivation_key IS NOT NULL THEN
        SELECT * INTO v_existing
          FROM memory.events e
         WHERE e.tenant_id = p_tenant AND e.principal_id = p_principal
           AND e.session_id = p_session AND e.event_type = p_event_type
           AND e.derivation_key = p_derivation_key;
        IF FOUND THEN
            -- A retry is the same event again; other content under a used key would be
            -- dropped without a word, so it is refused instead.
            IF p_same_content_on_repeat
               AND (v_existing.payload, v_existing.author_role, v_existing.trust, v_existing.authoring_principal_id)
                   IS DISTINCT FROM (p_payload, p_author_role, p_trust, p_authoring_principal) THEN
                RAISE EXCEPTION 'derivation key % already names event % of session % with other content',
                                quote_literal(left(p_derivation_key, 80)), v_existing.seq, p_session
                    USING ERRCODE = 'MF013',
                          HINT = 'A derivation key names one event: resend the same event, or use a new key.';
            END IF;
            RETURN v_existing.seq;
        END IF;
    END IF;

    IF v_session.closed_at IS NOT NULL AND p_is_activity THEN
        RAISE EXCEPTION 'session % is closed', p_session
            USING ERRCODE = 'MF010',
                  HINT = 'Start a new session id for new conversation.';
    END IF;

    v_seq := v_session.last_seq + 1;
    v_activity_at := CASE WHEN p_is_activity THEN greatest(v_session.last_activity_at, p_occurred_at)
                          ELSE v_session.last_activity_at END;
    v_closed_at := CASE WHEN p_event_type = 'session.closed' THEN p_occurred_at ELSE v_session.closed_at END;
    -- A new formation request becomes the governing one: an older ready request cannot
    -- bypass a newer not_before.
    IF p_event_type = 'memory.formation.requested' THEN
        v_session.formation_request_seq := v_seq;
        v_session.formation_not_before := p_not_before;
    END IF;

    -- The session row moves first: the formation flag trigger fired by the INSERT below
    -- appends again and must see this seq as taken.
    UPDATE memory.sessions s
       SET last_seq = v_seq,
           last_activity_at = v_activity_at,
           closed_at = v_closed_at,
           formation_request_seq = v_session.formation_request_seq,
           formation_not_before = v_session.formation_not_before,
           due_at = memory._session_due_at(v_session.formation_request_seq, v_session.formation_not_before,
                                           v_activity_at, v_closed_at, s.watermark_seq)
     WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session;

    INSERT INTO memory.events (tenant_id, principal_id, session_id, seq, event_type, author_role,
                               authoring_principal_id, trust, payload, occurred_at, derivation_key, not_before)
    VALUES (p_tenant, p_principal, p_session, v_seq, p_event_type, p_author_role,
            p_authoring_principal, p_trust, p_payload, p_occurred_at, p_derivation_key, p_not_before);

    RETURN v_seq;
END;
$$;

CREATE OR REPLACE FUNCTION memory.append_event(
    p_tenant text,
    p_principal text,
    p_session text,
    p_event_type text,
    p_payload jsonb,
    p_author_role text DEFAULT NULL,
    p_trust text DEFAULT NULL,
    p_occurred_at text DEFAULT NULL,
    p_derivation_key text DEFAULT NULL,
    p_authoring_principal text DEFAULT NULL,
    p_scope text DEFAULT NULL)
RETURNS bigint
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_type memory.event_types%ROWTYPE;
    v_role text;
    v_authoring text;
    v_trust text;
    v_occurred_at timestamptz;
BEGIN
    PERFORM memory._authorize(p_tenant, p_principal);
    PERFORM memory._require_identity(p_tenant, p_principal, p_session);
    PERFORM memory._require_client_session(p_session);

    SELECT * INTO v_type FROM memory.event_types WHERE event_type = p_event_type;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'unknown event type %', quote_nullable(p_event_type)
            USING ERRCODE = 'MF001',
                  HINT = 'See SELECT event_type FROM memory.event_types WHERE client_appendable.';
    END IF;
    IF NOT v_type.client_appendable THEN
        RAISE EXCEPTION 'event type % is written only by memform itself', p_event_type
            USING ERRCODE = 'MF008';
    END IF;

    v_role := coalesce(p_author_role, v_type.author_roles[1]);
    IF NOT v_role = ANY (v_type.author_roles) THEN
        RAISE EXCEPTION 'author role % is not allowed for %', quote_literal(v_role), p_event_type
            USING ERRCODE = 'MF006',
                  HINT = format('Allowed: %s.', array_to_string(v_type.author_roles, ', '));
    END IF;

    IF p_payload IS NULL OR jsonb_typeof(p_payload) <> 'object' THEN
        RAISE EXCEPTION 'payload must be a JSON object, got %', coalesce(jsonb_typeof(p_payload), 'null')
            USING ERRCODE = 'MF004',
                  HINT = 'Wrap text as {"text": "..."}.';
    END IF;

    IF p_scope IS NOT NULL AND NOT (p_scope = 'user' OR p_scope ~ '^project:[a-z0-9][a-z0-9._-]{0,62}$') THEN
        RAISE EXCEPTION 'invalid scope %', quote_literal(left(p_scope, 80))
            USING ERRCODE = 'MF012',
                  HINT = 'Use user or project:<lowercase-name>.';
    END IF;

    -- A person's own message is authored by the principal unless said otherwise;
    -- nobody else can author with owner trust.
    v_authoring := coalesce(p_authoring_principal, CASE WHEN v_role = 'user' THEN p_principal END);
    v_trust := coalesce(p_trust,
                        CASE WHEN v_role = 'user' AND v_authoring = p_principal THEN 'owner'
                             WHEN v_role = 'assistant' THEN 'affirmed'
                             ELSE 'external_untrusted' END);
    IF v_trust NOT IN ('owner', 'affirmed', 'external_untrusted') THEN
        RAISE EXCEPTION 'unknown trust %', quote_literal(v_trust)
            USING ERRCODE = 'MF007',
                  HINT = 'Use owner, affirmed or external_untrusted.';
    END IF;
    IF v_trust = 'owner' AND NOT (v_role = 'user' AND v_authoring = p_principal) THEN
        RAISE EXCEPTION 'owner trust requires a user message authored by the principal'
            USING ERRCODE = 'MF007';
    END IF;

    v_occurred_at := CASE WHEN p_occurred_at IS NULL THEN now()
                          ELSE memory._parse_timestamptz(p_occurred_at, 'occurred_at') END;

    IF p_event_type = 'run.completed' THEN
        PERFORM memory._require_run_status(p_payload);
    END IF;

    IF p_derivation_key IS NOT NULL AND (btrim(p_derivation_key) = '' OR length(p_derivation_key) > 200) THEN
        RAISE EXCEPTION 'derivation key must be 1 to 200 characters'
            USING ERRCODE = 'MF011';
    END IF;

    RETURN memory._append(p_tenant, p_principal, p_session, p_event_type, p_payload, v_role, v_trust,
                          v_occurred_at, p_derivation_key, v_authoring, p_scope, NULL, v_type.counts_as_activity,
                          p_same_content_on_repeat => true);
END;
$$;

COMMENT ON FUNCTION memory._append(text, text, text, text, jsonb, text, text, timestamptz, text, text, text, timestamptz, boolean, boolean) IS
    'Private: locks the session row, returns the existing seq for a known (event type, derivation key) (with p_same_content_on_repeat, only when payload, role, trust and author match: MF013 otherwise), otherwise allocates the next gap-free seq, appends, and keeps the session''s activity, close, governing formation request and due_at in step.';
COMMENT ON FUNCTION memory.append_event(text, text, text, text, jsonb, text, text, text, text, text, text) IS
    'Appends one event to a session and returns its seq (gap-free from 1 per session). '
    'Refuses unknown (MF001) or internal (MF008) event types, missing ids (MF002), a timestamp '
    'without a zone (MF003), a non-object payload (MF004), a role the type does not allow (MF006), '
    'bad trust (MF007), a run.completed without a run id or known status (MF009), activity on a '
    'closed session (MF010), a bad derivation key (MF011), a scope change (MF012), a used derivation '
    'key with other content (MF013) and a session id in memform''s own memform: namespace (MF014); '
    'nothing is written on refusal. A repeated derivation key for the same event type and content '
    'returns the existing seq. occurred_at is ISO 8601 text with a zone; default now().';
