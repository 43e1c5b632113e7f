-- The episodic log: sessions and their append-only events.
-- Run once by yoyo; functions, triggers and views live in functions/, triggers/, sql/.

CREATE SCHEMA IF NOT EXISTS memory;

CREATE TABLE memory.event_types (
    event_type        text PRIMARY KEY,
    client_appendable boolean NOT NULL,
    author_roles      text[] NOT NULL,
    counts_as_activity boolean NOT NULL,
    description       text NOT NULL
);

INSERT INTO memory.event_types (event_type, client_appendable, author_roles, counts_as_activity, description) VALUES
    ('user.message.created',       true,  '{user}',                 true,  'A message written by a person.'),
    ('assistant.message.created',  true,  '{assistant}',            true,  'A message written by the agent.'),
    ('tool.call.created',          true,  '{assistant}',            true,  'The agent invoked a tool.'),
    ('tool.result.created',        true,  '{tool}',                 true,  'Output returned by a tool; untrusted content.'),
    ('system.message.created',     true,  '{system}',               true,  'A system or operator message.'),
    ('run.started',                true,  '{system}',               true,  'An agent run began.'),
    ('run.completed',              true,  '{system}',               true,  'An agent run reached a status; terminal statuses request formation.'),
    ('session.closed',             true,  '{system,user}',          true,  'The session ended: an immediate formation boundary.'),
    ('memory.formation.requested', false, '{system}',               false, 'Durable request to consolidate the session after not_before.'),
    ('memory.process.formation_flag_failed', false, '{system}',     false, 'Content-free record that the post-run flag hook failed.');

CREATE TABLE memory.sessions (
    tenant_id             text NOT NULL,
    principal_id          text NOT NULL,
    session_id            text NOT NULL,
    scope                 text NOT NULL DEFAULT 'user',
    last_seq              bigint NOT NULL DEFAULT 0,
    last_activity_at      timestamptz,
    closed_at             timestamptz,
    watermark_seq         bigint NOT NULL DEFAULT 0,
    formation_request_seq bigint,
    formation_not_before  timestamptz,
    due_at                timestamptz,
    created_at            timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, principal_id, session_id),
    CHECK (scope = 'user' OR scope ~ '^project:[a-z0-9][a-z0-9._-]{0,62}$'),
    CHECK (watermark_seq BETWEEN 0 AND last_seq)
);

-- due_sessions walks this index in order: pending sessions only, oldest due first.
CREATE INDEX sessions_due_idx
    ON memory.sessions (due_at, tenant_id, principal_id, session_id)
    WHERE due_at IS NOT NULL;

CREATE TABLE memory.events (
    event_id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tenant_id               text NOT NULL,
    principal_id            text NOT NULL,
    session_id              text NOT NULL,
    seq                     bigint NOT NULL CHECK (seq >= 1),
    event_type              text NOT NULL REFERENCES memory.event_types (event_type),
    author_role             text NOT NULL CHECK (author_role IN ('user', 'assistant', 'tool', 'system')),
    authoring_principal_id  text,
    trust                   text NOT NULL CHECK (trust IN ('owner', 'affirmed', 'external_untrusted')),
    payload                 jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
    occurred_at             timestamptz NOT NULL,
    recorded_at             timestamptz NOT NULL DEFAULT clock_timestamp(),
    derivation_key          text,
    not_before              timestamptz,
    UNIQUE (tenant_id, principal_id, session_id, seq),
    FOREIGN KEY (tenant_id, principal_id, session_id)
        REFERENCES memory.sessions (tenant_id, principal_id, session_id),
    CHECK (trust <> 'owner' OR (author_role = 'user' AND authoring_principal_id = principal_id))
);

CREATE UNIQUE INDEX events_derivation_key_idx
    ON memory.events (tenant_id, principal_id, session_id, derivation_key)
    WHERE derivation_key IS NOT NULL;

COMMENT ON SCHEMA memory IS 'memform: the episodic log and the memory formed from it.';
COMMENT ON TABLE memory.event_types IS 'Closed vocabulary of event types; client_appendable=false types are written only by memform itself.';
COMMENT ON TABLE memory.sessions IS 'One row per (tenant, principal, session): scope, gap-free seq allocator, activity, consolidation watermark and the maintained due_at of its pending formation request.';
COMMENT ON COLUMN memory.sessions.watermark_seq IS 'Last seq consolidated; formation reads the prefix after it.';
COMMENT ON COLUMN memory.sessions.due_at IS 'When the latest formation request after the watermark becomes eligible (not_before and idle boundary); NULL when nothing is pending.';
COMMENT ON TABLE memory.events IS 'The append-only episodic log and ground truth. Per session a gap-free seq from 1. UPDATE, DELETE and TRUNCATE are refused by trigger.';
COMMENT ON COLUMN memory.events.derivation_key IS 'Optional idempotency key, unique within the session: appending the same key again returns the existing seq.';
COMMENT ON COLUMN memory.events.not_before IS 'For memory.formation.requested: the earliest time the request may be acted on.';
