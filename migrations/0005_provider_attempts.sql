-- Content-free audit of provider-assisted extraction attempts: what was asked of whom, at
-- what budget and cost, and how it ended. Never a prompt, a response or an error message:
-- only their SHA-256.
-- depends: 0004_maintenance

INSERT INTO memory.event_types (event_type, client_appendable, author_roles, counts_as_activity, description) VALUES
    ('memory.provider_extraction.retry_exhausted', false, '{system}', false,
     'Provider-assisted extraction failed retryably three times; the prefix was consolidated deterministically.');

CREATE TABLE memory.provider_attempts (
    attempt_id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id          text NOT NULL,
    principal_id       text NOT NULL,
    session_id         text NOT NULL,
    extractor_version  text NOT NULL,
    policy_version     text NOT NULL,
    scope              text NOT NULL,
    source_seqs        bigint[] NOT NULL,
    provider           text NOT NULL,
    model              text NOT NULL,
    budget             jsonb NOT NULL,
    usage              jsonb,
    cost_usd           numeric(10, 6),
    outcome            text NOT NULL CHECK (outcome IN ('succeeded', 'failed', 'skipped')),
    failure_kind       text CHECK (failure_kind IN ('transport', 'timeout', 'rate_limit', 'server', 'protocol', 'auth',
                                                    'bad_request', 'budget', 'cancelled', 'not_configured')),
    provider_code      text,
    http_status        integer,
    parameter          text,
    output_produced    boolean NOT NULL DEFAULT false,
    retryable          boolean NOT NULL DEFAULT false,
    claims_returned    integer NOT NULL DEFAULT 0,
    claims_grounded    integer NOT NULL DEFAULT 0,
    prompt_sha256      text,
    response_sha256    text,
    attempted_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
    CHECK (prompt_sha256 IS NULL OR prompt_sha256 ~ '^[0-9a-f]{64}$'),
    CHECK (response_sha256 IS NULL OR response_sha256 ~ '^[0-9a-f]{64}$')
);
CREATE INDEX provider_attempts_session_idx ON memory.provider_attempts (tenant_id, principal_id, session_id, attempted_at);

COMMENT ON TABLE memory.provider_attempts IS 'One content-free row per provider-assisted extraction attempt: budget, usage, cost, normalized failure fields and SHA-256 of prompt and response, never their text.';
