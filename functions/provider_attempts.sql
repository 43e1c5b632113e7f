CREATE OR REPLACE FUNCTION memory.record_provider_attempt(p_attempt jsonb)
RETURNS uuid
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_id uuid;
    v_allowed text[] := ARRAY['tenant', 'principal', 'session', 'extractor_version', 'policy_version', 'scope',
                              'source_seqs', 'provider', 'model', 'budget', 'usage', 'cost_usd', 'outcome',
                              'failure_kind', 'provider_code', 'http_status', 'parameter', 'output_produced',
                              'retryable', 'claims_returned', 'claims_grounded', 'prompt_sha256', 'response_sha256'];
BEGIN
    IF jsonb_typeof(p_attempt) IS DISTINCT FROM 'object' THEN
        RAISE EXCEPTION 'attempt must be a JSON object' USING ERRCODE = 'MF070';
    END IF;
    -- Only the content-free fields are accepted: a stray prompt or message is refused, not stored.
    IF EXISTS (SELECT 1 FROM jsonb_object_keys(p_attempt) k WHERE k <> ALL (v_allowed)) THEN
        RAISE EXCEPTION 'unknown attempt fields: %', (SELECT string_agg(k, ', ') FROM jsonb_object_keys(p_attempt) k
                                                       WHERE k <> ALL (v_allowed))
            USING ERRCODE = 'MF070';
    END IF;
    -- Budget and usage are named numbers only, so no string can carry a prompt into the audit.
    IF EXISTS (SELECT 1 FROM jsonb_each(coalesce(p_attempt -> 'budget', '{}'::jsonb)) e
                WHERE jsonb_typeof(e.value) <> 'number' OR e.key !~ '^[a-z_]{1,40}$')
       OR EXISTS (SELECT 1 FROM jsonb_each(coalesce(nullif(p_attempt -> 'usage', 'null'::jsonb), '{}'::jsonb)) e
                   WHERE jsonb_typeof(e.value) <> 'number' OR e.key !~ '^[a-z_]{1,40}$') THEN
        RAISE EXCEPTION 'budget and usage hold named numbers only' USING ERRCODE = 'MF070';
    END IF;
    PERFORM memory._require_identity(p_attempt ->> 'tenant', p_attempt ->> 'principal', p_attempt ->> 'session');
    INSERT INTO memory.provider_attempts (tenant_id, principal_id, session_id, extractor_version, policy_version, scope,
        source_seqs, provider, model, budget, usage, cost_usd, outcome, failure_kind, provider_code, http_status,
        parameter, output_produced, retryable, claims_returned, claims_grounded, prompt_sha256, response_sha256)
    VALUES (p_attempt ->> 'tenant', p_attempt ->> 'principal', p_attempt ->> 'session',
            p_attempt ->> 'extractor_version', p_attempt ->> 'policy_version', coalesce(p_attempt ->> 'scope', 'user'),
            ARRAY(SELECT (x #>> '{}')::bigint FROM jsonb_array_elements(coalesce(p_attempt -> 'source_seqs', '[]')) x),
            p_attempt ->> 'provider', p_attempt ->> 'model', coalesce(p_attempt -> 'budget', '{}'), p_attempt -> 'usage',
            (p_attempt ->> 'cost_usd')::numeric, p_attempt ->> 'outcome', p_attempt ->> 'failure_kind',
            left(p_attempt ->> 'provider_code', 100), (p_attempt ->> 'http_status')::integer,
            left(p_attempt ->> 'parameter', 100), coalesce((p_attempt ->> 'output_produced')::boolean, false),
            coalesce((p_attempt ->> 'retryable')::boolean, false), coalesce((p_attempt ->> 'claims_returned')::integer, 0),
            coalesce((p_attempt ->> 'claims_grounded')::integer, 0), p_attempt ->> 'prompt_sha256',
            p_attempt ->> 'response_sha256')
    RETURNING attempt_id INTO v_id;
    RETURN v_id;
EXCEPTION
    -- Any malformed value (a missing required field, a number out of range, a non-array
    -- source_seqs, text where a number or boolean belongs) is the caller's error, with a stable code.
    WHEN data_exception OR not_null_violation OR check_violation THEN
        RAISE EXCEPTION 'malformed provider attempt: %', SQLERRM USING ERRCODE = 'MF070';
END;
$$;

COMMENT ON FUNCTION memory.record_provider_attempt(jsonb) IS
    'Records one provider-assisted extraction attempt from content-free fields only (unknown fields, and budget or usage '
    'entries that are not named numbers, are refused, MF070): '
    'principal, session, versions, scope, source seqs, provider, model, budget, usage, cost, outcome, normalized failure '
    'kind, provider code, HTTP status, parameter, whether output was produced, retryable, claim counts, and the SHA-256 '
    'of prompt and response. A missing required field or a malformed value is refused with MF070 too; nothing is written.';
