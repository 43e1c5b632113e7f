-- Lifecycle maintenance: decay bookkeeping, recall, archival, low-signal and contradiction
-- flags, per-type half-lives, the maintenance audit and the confidence change log.
-- depends: 0003_session_claims

ALTER TABLE memory.beliefs
    ADD COLUMN decay_base numeric(4, 3),
    ADD COLUMN decay_anchor_at timestamptz,
    ADD COLUMN last_recalled_at timestamptz,
    ADD COLUMN recall_count integer NOT NULL DEFAULT 0,
    ADD COLUMN archived_at timestamptz,
    ADD COLUMN low_signal boolean NOT NULL DEFAULT false,
    ADD COLUMN low_signal_cleared_at timestamptz,
    ADD COLUMN contradiction_group uuid,
    ADD COLUMN contradiction_reviewed_at timestamptz;

CREATE INDEX beliefs_contradiction_group_idx ON memory.beliefs (contradiction_group) WHERE contradiction_group IS NOT NULL;
-- One index per maintenance phase, so a phase with nothing to do costs an index probe, not a scan.
CREATE INDEX beliefs_expiry_idx ON memory.beliefs (expires_at)
    WHERE expires_at IS NOT NULL AND status IN ('provisional', 'active');
CREATE INDEX beliefs_promotion_idx ON memory.beliefs (corroboration_count) WHERE status = 'provisional';
CREATE INDEX beliefs_archival_idx ON memory.beliefs (valid_to)
    WHERE archived_at IS NULL AND status IN ('superseded', 'expired', 'retired');
CREATE INDEX beliefs_low_signal_idx ON memory.beliefs (last_reinforced_at)
    WHERE status = 'active' AND NOT low_signal AND last_recalled_at IS NULL;

CREATE TABLE memory.decay_half_lives (
    belief_type text PRIMARY KEY CHECK (belief_type IN ('fact', 'preference', 'relationship', 'user_model_attr', 'procedure_pointer')),
    half_life   interval NOT NULL CHECK (half_life > interval '0'),
    description text NOT NULL
);

INSERT INTO memory.decay_half_lives (belief_type, half_life, description) VALUES
    ('fact',              interval '180 days', 'Facts about the world of the user change slowly.'),
    ('preference',        interval '90 days',  'Preferences drift; unused ones fade within a season.'),
    ('relationship',      interval '365 days', 'Relationships are among the most durable beliefs.'),
    ('user_model_attr',   interval '180 days', 'Attributes (occupation, location, diet) change on a scale of months.'),
    ('procedure_pointer', interval '60 days',  'Pointers to how things are done go stale fastest.');

INSERT INTO memory.policy_settings (key, value, description) VALUES
    ('low_confidence_threshold',      0.60, 'Below this confidence an active belief decays like a provisional one.'),
    ('retirement_floor',              0.20, 'A decaying belief whose confidence falls below this retires.'),
    ('archive_after_days',            30,   'Superseded, expired and retired beliefs older than this are archived.'),
    ('low_signal_after_days',         30,   'Active beliefs not reinforced or recalled for this long may be low-signal.'),
    ('low_signal_max_corroboration',  1,    'Low-signal beliefs have at most this much corroboration.'),
    ('maintenance_batch',             500,  'Default rows per phase per run_maintenance call.');

CREATE TABLE memory.maintenance_runs (
    run_id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id            text,
    principal_id         text,
    run_at               timestamptz NOT NULL,
    batch                integer NOT NULL,
    decayed              integer NOT NULL DEFAULT 0,
    retired              integer NOT NULL DEFAULT 0,
    expired              integer NOT NULL DEFAULT 0,
    promoted             integer NOT NULL DEFAULT 0,
    archived             integer NOT NULL DEFAULT 0,
    low_signal           integer NOT NULL DEFAULT 0,
    contradiction_groups integer NOT NULL DEFAULT 0,
    more                 boolean NOT NULL DEFAULT false,
    started_at           timestamptz NOT NULL DEFAULT clock_timestamp(),
    elapsed_ms           numeric
);

-- Where the current decay pass has got to, per scope: each call continues after the last
-- belief it reached, so a pass over N beliefs costs O(N), not O(N^2 / batch). A finished
-- pass is marked by the all-f uuid.
CREATE TABLE memory.maintenance_cursors (
    scope_key      text PRIMARY KEY,
    run_at         timestamptz NOT NULL,
    last_belief_id uuid NOT NULL
);

CREATE TABLE memory.confidence_changes (
    change_id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    belief_id        uuid NOT NULL REFERENCES memory.beliefs (belief_id) ON DELETE CASCADE,
    tenant_id        text NOT NULL,
    principal_id     text NOT NULL,
    rule             text NOT NULL,
    from_confidence  numeric(4, 3),
    to_confidence    numeric(4, 3),
    from_status      text,
    to_status        text,
    maintenance_run_id uuid REFERENCES memory.maintenance_runs (run_id),
    consolidation_run_id uuid REFERENCES memory.consolidation_runs (run_id),
    changed_at       timestamptz NOT NULL
);
CREATE INDEX confidence_changes_belief_idx ON memory.confidence_changes (belief_id, changed_at);

COMMENT ON TABLE memory.decay_half_lives IS 'Per belief type: the half-life with which unused provisional and low-confidence beliefs lose confidence.';
COMMENT ON TABLE memory.maintenance_runs IS 'The maintenance audit: one row per run_maintenance call with its counts per phase and whether work remains.';
COMMENT ON TABLE memory.maintenance_cursors IS 'Progress of the current decay pass per scope; run_at is the p_now of its last call.';
COMMENT ON TABLE memory.confidence_changes IS 'Every confidence or lifecycle change made by maintenance or reinforcement: which rule, from what to what, when.';
COMMENT ON COLUMN memory.beliefs.decay_base IS 'Confidence at the decay anchor; decay recomputes from it, so a sweep run twice at one time changes nothing.';
COMMENT ON COLUMN memory.beliefs.archived_at IS 'Set when a superseded, expired or retired belief left the hot path; kept for re-derivation.';
