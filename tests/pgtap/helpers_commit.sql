-- Shared helpers for the commit_formation suites (included with \ir; pg_temp, so rolled back).
CREATE FUNCTION pg_temp.say(p_tenant text, p_principal text, p_session text, p_text text, p_at text,
                            p_scope text DEFAULT NULL)
RETURNS bigint LANGUAGE sql AS $$
    SELECT memory.append_event(p_tenant, p_principal, p_session, 'user.message.created',
                               jsonb_build_object('text', p_text), p_occurred_at => p_at, p_scope => p_scope)
$$;

CREATE FUNCTION pg_temp.cand(p_type text, p_subject text, p_statement text, p_seqs bigint[],
                             p_extra jsonb DEFAULT '{}')
RETURNS jsonb LANGUAGE sql AS $$
    SELECT jsonb_build_object('belief_type', p_type, 'subject', p_subject, 'statement', p_statement,
                              'source_seqs', to_jsonb(p_seqs), 'confidence', 0.9) || p_extra
$$;

CREATE FUNCTION pg_temp.extraction() RETURNS jsonb LANGUAGE sql AS $$
    SELECT '{"extractor": "test", "extractor_version": "1", "policy_version": "formation@7"}'::jsonb
$$;

CREATE FUNCTION pg_temp.commit(p_tenant text, p_principal text, p_session text, p_candidates jsonb)
RETURNS jsonb LANGUAGE sql AS $$
    SELECT memory.commit_formation(memory.formation_job(p_tenant, p_principal, p_session), p_candidates,
                                   pg_temp.extraction())
$$;

CREATE FUNCTION pg_temp.details(p_result jsonb) RETURNS text[] LANGUAGE sql AS $$
    SELECT array_agg(c ->> 'detail' ORDER BY (c ->> 'index')::int) FROM jsonb_array_elements(p_result -> 'candidates') c
$$;

CREATE FUNCTION pg_temp.live(p_tenant text, p_principal text, p_subject text) RETURNS SETOF text LANGUAGE sql AS $$
    SELECT statement FROM memory.beliefs
     WHERE tenant_id = p_tenant AND principal_id = p_principal AND subject = p_subject
       AND status IN ('provisional', 'active')
     ORDER BY created_at
$$;
