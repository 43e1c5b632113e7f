-- The semantic tier and its audit: beliefs, their sources and links, consolidation runs,
-- per-candidate outcomes, user corrections and deletion tombstones, policy settings.
-- depends: 0001_event_log

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

INSERT INTO memory.event_types (event_type, client_appendable, author_roles, counts_as_activity, description) VALUES
    ('memory.formed',      false, '{system}', false, 'A consolidation committed a new belief.'),
    ('memory.reinforced',  false, '{system}', false, 'A consolidation corroborated an existing belief.'),
    ('memory.superseded',  false, '{system}', false, 'A belief was superseded by a newer or higher-authority one.'),
    ('memory.conflicted',  false, '{system}', false, 'Two live beliefs disagree; both are flagged for review.'),
    ('memory.promoted',    false, '{system}', false, 'A belief corroborated in two project scopes moved to user scope.'),
    ('memory.remembered',  false, '{system}', false, 'An explicit remember request, at user authority.'),
    ('memory.corrected',   false, '{system}', false, 'A user correction of a belief (untrue, changed, not_here, unspecified); ids only.'),
    ('memory.deleted',     false, '{system}', false, 'A belief deleted at the user''s request; only its id is kept.');

CREATE TABLE memory.policy_settings (
    key         text PRIMARY KEY,
    value       numeric NOT NULL,
    description text NOT NULL
);

INSERT INTO memory.policy_settings (key, value, description) VALUES
    ('commit_cap',                   12,   'Candidates consumed per consolidation; the rest are rejected as overflow.'),
    ('max_candidates_per_call',      256,  'A call proposing more is refused as malformed (the extractor scan ceiling).'),
    ('max_statement_length',         500,  'Longest accepted statement, in characters.'),
    ('max_subject_length',           200,  'Longest accepted subject, in characters.'),
    ('inferred_confidence_cap',      0.55, 'Confidence ceiling of an automatically inferred belief when formed.'),
    ('inferred_confidence_max',      0.95, 'Confidence ceiling of an inferred belief after reinforcement.'),
    ('reinforcement_step',           0.10, 'Confidence added by each corroboration.'),
    ('promotion_min_corroboration',  2,    'Corroborations for a provisional belief to become active.'),
    ('promotion_min_confidence',     0.60, 'Confidence for a provisional belief to become active.'),
    ('duplicate_similarity',         0.80, 'pg_trgm similarity of normalized statements at or above which two statements are the same belief.'),
    ('user_confidence_default',      0.90, 'Confidence of an explicit remember that names none.');

CREATE TABLE memory.consolidation_runs (
    run_id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id          text NOT NULL,
    principal_id       text NOT NULL,
    session_id         text,
    trigger            text NOT NULL CHECK (trigger IN ('session', 'explicit', 'replay', 'rederive', 'scheduled')),
    scope              text NOT NULL,
    watermark_before   bigint,
    watermark_after    bigint,
    extractor          text NOT NULL,
    extractor_version  text NOT NULL,
    policy_version     text NOT NULL,
    proposed           integer NOT NULL DEFAULT 0,
    extractor_proposed integer NOT NULL DEFAULT 0,
    committed          integer NOT NULL DEFAULT 0,
    reinforced         integer NOT NULL DEFAULT 0,
    superseded         integer NOT NULL DEFAULT 0,
    conflicted         integer NOT NULL DEFAULT 0,
    rejected           integer NOT NULL DEFAULT 0,
    started_at         timestamptz NOT NULL DEFAULT clock_timestamp(),
    finished_at        timestamptz,
    elapsed_ms         numeric,
    CHECK (proposed = committed + reinforced + rejected OR finished_at IS NULL)
);

CREATE INDEX consolidation_runs_principal_idx
    ON memory.consolidation_runs (tenant_id, principal_id, started_at DESC);
CREATE INDEX consolidation_runs_session_idx
    ON memory.consolidation_runs (tenant_id, principal_id, session_id, started_at DESC);

CREATE TABLE memory.beliefs (
    belief_id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id            text NOT NULL,
    principal_id         text NOT NULL,
    belief_type          text NOT NULL CHECK (belief_type IN ('fact', 'preference', 'relationship', 'user_model_attr', 'procedure_pointer')),
    subject              text NOT NULL,
    statement            text NOT NULL,
    normalized_statement text NOT NULL,
    statement_sha256     text NOT NULL,
    polarity             text NOT NULL CHECK (polarity IN ('assert', 'retract')),
    authority            text NOT NULL CHECK (authority IN ('user', 'affirmed', 'inferred')),
    confidence           numeric(4, 3) NOT NULL CHECK (confidence BETWEEN 0 AND 1),
    status               text NOT NULL CHECK (status IN ('provisional', 'active', 'superseded', 'expired', 'retired')),
    scope                text NOT NULL,
    origin_scopes        text[] NOT NULL,
    portability          text NOT NULL CHECK (portability IN ('portable', 'contextual', 'local')),
    sensitivity          text NOT NULL CHECK (sensitivity IN ('normal', 'sensitive')),
    flagged_for_review   boolean NOT NULL DEFAULT false,
    corroboration_count  integer NOT NULL DEFAULT 1 CHECK (corroboration_count >= 1),
    last_reinforced_at   timestamptz NOT NULL,
    valid_from           timestamptz NOT NULL,
    valid_to             timestamptz,
    expires_at           timestamptz,
    superseded_by        uuid REFERENCES memory.beliefs (belief_id) ON DELETE SET NULL,
    formation_run_id     uuid NOT NULL REFERENCES memory.consolidation_runs (run_id),
    policy_version       text NOT NULL,
    created_at           timestamptz NOT NULL DEFAULT clock_timestamp(),
    updated_at           timestamptz NOT NULL DEFAULT clock_timestamp(),
    -- superseded_by is NULL once the successor was deleted at the user's request
    CHECK (status <> 'superseded' OR valid_to IS NOT NULL)
);

-- The resolver's lookup: the live beliefs of one principal about one subject.
CREATE INDEX beliefs_live_subject_idx
    ON memory.beliefs (tenant_id, principal_id, subject)
    WHERE status IN ('provisional', 'active');
CREATE INDEX beliefs_principal_status_idx
    ON memory.beliefs (tenant_id, principal_id, status);

CREATE TABLE memory.belief_sources (
    belief_id    uuid NOT NULL REFERENCES memory.beliefs (belief_id) ON DELETE CASCADE,
    tenant_id    text NOT NULL,
    principal_id text NOT NULL,
    session_id   text NOT NULL,
    seq          bigint NOT NULL,
    event_id     bigint NOT NULL REFERENCES memory.events (event_id),
    run_id       uuid NOT NULL REFERENCES memory.consolidation_runs (run_id),
    added_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (belief_id, event_id)
);
CREATE INDEX belief_sources_event_idx ON memory.belief_sources (tenant_id, principal_id, session_id, seq);

CREATE TABLE memory.belief_links (
    tenant_id      text NOT NULL,
    principal_id   text NOT NULL,
    from_belief_id uuid NOT NULL REFERENCES memory.beliefs (belief_id) ON DELETE CASCADE,
    to_belief_id   uuid NOT NULL REFERENCES memory.beliefs (belief_id) ON DELETE CASCADE,
    kind           text NOT NULL CHECK (kind IN ('conflicts_with', 'supersedes')),
    run_id         uuid REFERENCES memory.consolidation_runs (run_id),
    created_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (from_belief_id, to_belief_id, kind),
    CHECK (from_belief_id <> to_belief_id)
);
CREATE INDEX belief_links_to_idx ON memory.belief_links (to_belief_id);

CREATE TABLE memory.candidate_outcomes (
    run_id          uuid NOT NULL REFERENCES memory.consolidation_runs (run_id),
    candidate_index integer NOT NULL,
    tenant_id       text NOT NULL,
    principal_id    text NOT NULL,
    outcome         text NOT NULL CHECK (outcome IN ('committed', 'reinforced', 'rejected')),
    detail          text NOT NULL,
    belief_id       uuid,
    PRIMARY KEY (run_id, candidate_index)
);

CREATE TABLE memory.rejections (
    rejection_id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id            text NOT NULL,
    principal_id         text NOT NULL,
    belief_id            uuid,
    kind                 text NOT NULL CHECK (kind IN ('untrue', 'changed', 'not_here', 'unspecified')),
    subject              text NOT NULL,
    belief_type          text NOT NULL,
    statement            text,
    normalized_statement text,
    statement_sha256     text NOT NULL,
    scope                text NOT NULL,
    replacement_id       uuid,
    outstanding          boolean NOT NULL DEFAULT true,
    created_at           timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX rejections_lookup_idx ON memory.rejections (tenant_id, principal_id, subject) WHERE outstanding;

CREATE TABLE memory.tombstones (
    tenant_id        text NOT NULL,
    principal_id     text NOT NULL,
    statement_sha256 text NOT NULL,
    belief_id        uuid NOT NULL,
    deleted_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (tenant_id, principal_id, statement_sha256, belief_id)
);

CREATE TABLE memory.gate_patterns (
    pattern_id  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    gate        text NOT NULL CHECK (gate IN ('secret', 'injection', 'transient')),
    reason_code text NOT NULL,
    pattern     text NOT NULL,
    scan_source boolean NOT NULL,
    description text NOT NULL
);

-- Case-insensitive PostgreSQL regular expressions (~*). scan_source: also applied to the
-- text of every cited source event, so a paraphrase cannot launder the marker away.
INSERT INTO memory.gate_patterns (gate, reason_code, pattern, scan_source, description) VALUES
    ('secret', 'private_key', '-----BEGIN [A-Z ]*PRIVATE KEY-----', true, 'PEM private key'),
    ('secret', 'api_key', '\m(sk|pk|rk)[-_](live[-_]|test[-_]|proj[-_])?[A-Za-z0-9]{16,}', true, 'OpenAI/Stripe-style secret key'),
    ('secret', 'api_key', '\mAKIA[0-9A-Z]{16}\M', true, 'AWS access key id'),
    ('secret', 'api_key', '\mgh[pousr]_[A-Za-z0-9]{30,}', true, 'GitHub token'),
    ('secret', 'api_key', '\mxox[abprs]-[A-Za-z0-9-]{10,}', true, 'Slack token'),
    ('secret', 'api_key', '\mAIza[0-9A-Za-z_-]{30,}', true, 'Google API key'),
    ('secret', 'token', '\meyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}', true, 'JSON web token'),
    ('secret', 'credential', '\m(password|passwd|passphrase|pwd|pin code|pin)\M[^.\n]{0,20}?\m(is|was|=|:)\s*\S+', true, 'a password or PIN stated with its value'),
    ('secret', 'credential', '(password|passwd|passphrase)\s*[:=]\s*\S+', true, 'password assignment'),
    ('secret', 'credential', '\m(api[ _-]?key|access[ _-]?token|auth[ _-]?token|secret[ _-]?key|client[ _-]?secret|bearer)\M\s*(is|=|:)?\s*[A-Za-z0-9_./+=-]{12,}', true, 'a token stated with its value'),
    ('secret', 'credential', '[a-z][a-z0-9+.-]*://[^:/@\s]+:[^@/\s]+@', true, 'URL with embedded credentials'),
    ('secret', 'government_id', '\m\d{3}-\d{2}-\d{4}\M', true, 'US social security number shape'),
    ('injection', 'injection', '\m(ignore|disregard|forget|override)\s+(all\s+|any\s+)?(of\s+)?(the\s+|your\s+)?(previous|prior|above|earlier|preceding|system|original)\s+(instructions|prompts?|messages|rules|guidelines|directions)', true, 'instruction override'),
    ('injection', 'injection', '\m(new|updated|revised)\s+(system\s+)?instructions\s*:', true, 'replacement instructions'),
    ('injection', 'injection', '\myou\s+are\s+now\s+(a|an|in|the|my)\M', true, 'role reassignment'),
    ('injection', 'injection', '\m(system|developer)\s+prompt\M', true, 'reference to the system prompt'),
    ('injection', 'injection', '<\|?\s*(im_start|im_end|system|endoftext)\s*\|?>', true, 'chat-template control token'),
    ('injection', 'injection', '\m(jailbreak|developer mode|dan mode)\M', true, 'jailbreak vocabulary'),
    ('injection', 'injection', '\m(send|forward|email|e-mail|transfer|wire|upload)\M[^.\n]{0,80}\mto\s+[^\s@]+@[^\s@]+\.[a-z]{2,}', true, 'exfiltration to an address'),
    ('transient', 'transient', '\m(today|tonight|tomorrow|yesterday|this\s+(morning|afternoon|evening)|right\s+now|at\s+the\s+moment|for\s+now|later\s+today|asap)\M', false, 'a time reference that will not hold next week'),
    ('transient', 'transient', '\m(smoke\s+test|this\s+(run|build|ticket|task|pull\s+request|pr|step|command))\M', false, 'detail of the task at hand');

COMMENT ON TABLE memory.gate_patterns IS 'Eligibility gates: case-insensitive regular expressions per gate with a content-free reason code. scan_source patterns are also applied to cited source text.';
COMMENT ON TABLE memory.policy_settings IS 'Formation thresholds with their documented defaults; read by the commit and maintenance functions.';
COMMENT ON TABLE memory.consolidation_runs IS 'The audit: one row per commit_formation or remember call. proposed = committed + reinforced + rejected; superseded and conflicted count effects of committed candidates.';
COMMENT ON COLUMN memory.consolidation_runs.extractor_proposed IS 'How many candidates the extractor said it returned (from p_extraction), recorded beside the count received.';
COMMENT ON TABLE memory.beliefs IS 'The semantic tier: one row per belief with bi-temporal validity (valid_from/valid_to), authority, confidence, lifecycle status and review flag. subject is the conflict key.';
COMMENT ON TABLE memory.belief_sources IS 'Provenance: the events (session, seq) behind each belief and the run that attached them.';
COMMENT ON TABLE memory.belief_links IS 'Relations between beliefs: conflicts_with (both directions) and supersedes (new -> old).';
COMMENT ON TABLE memory.candidate_outcomes IS 'One terminal outcome per proposed candidate: committed/reinforced/rejected with a content-free detail or reason code.';
COMMENT ON TABLE memory.rejections IS 'User corrections, content-keyed (subject, type, normalized statement, sha256) so a re-derived belief with a new id is still refused.';
COMMENT ON TABLE memory.tombstones IS 'Deletions: only the sha256 of the normalized statement and the belief id are kept; the same content is never formed again.';
