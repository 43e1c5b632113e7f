-- run_maintenance lifecycle details test_maintenance.sql does not reach: active beliefs below
-- low_confidence_threshold decay like provisional ones (user authority never decays); expired
-- and retired beliefs are archived once archive_after_days have passed since valid_to, not
-- before; and every call leaves one memory.maintenance_runs audit row whose counts are the
-- counts the call returned and the changes it made.
BEGIN;
SELECT plan(24);

INSERT INTO memory.consolidation_runs (run_id, tenant_id, principal_id, trigger, scope, extractor, extractor_version, policy_version)
VALUES ('00000000-0000-0000-0000-0000000000ab', 'tml', 'p', 'scheduled', 'user', 'test', '1', 'formation@7');

CREATE FUNCTION pg_temp.belief(p_subject text, p_statement text, p_confidence numeric, p_status text,
                               p_reinforced timestamptz, p_corroboration integer DEFAULT 2,
                               p_authority text DEFAULT 'inferred', p_type text DEFAULT 'preference',
                               p_valid_to timestamptz DEFAULT NULL)
RETURNS uuid LANGUAGE sql AS $$
    INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
        statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
        corroboration_count, last_reinforced_at, valid_from, valid_to, formation_run_id, policy_version)
    VALUES ('tml', 'p', p_type, p_subject, p_statement, memory.normalize_statement(p_statement),
            memory.statement_sha256(p_statement), 'assert', p_authority, p_confidence, p_status, 'user', '{user}',
            memory.portability_ceiling(p_type), 'normal', p_corroboration, p_reinforced, p_reinforced - interval '1 day',
            p_valid_to, '00000000-0000-0000-0000-0000000000ab', 'formation@7')
    RETURNING belief_id
$$;
CREATE FUNCTION pg_temp.b(p_subject text) RETURNS memory.beliefs LANGUAGE sql AS $$
    SELECT * FROM memory.beliefs WHERE tenant_id = 'tml' AND principal_id = 'p' AND subject = p_subject
$$;
CREATE TEMP TABLE sweeps (n integer PRIMARY KEY, r jsonb NOT NULL);
CREATE FUNCTION pg_temp.sweep(p_n integer, p_now text) RETURNS jsonb LANGUAGE sql AS $$
    INSERT INTO sweeps VALUES (p_n, memory.run_maintenance(p_now::timestamptz, 500, 'tml', 'p')) RETURNING r
$$;

-- Sweep 1 at 2030-04-01: the archive window reaches back to 2030-03-02.
-- decay of active beliefs (anchored 90 days earlier; the preference half-life is 90 days)
SELECT pg_temp.belief('low:active', 'Likes jazz', 0.500, 'active', '2030-01-01T00:00:00Z');
SELECT pg_temp.belief('low:active:retires', 'Likes opera', 0.300, 'active', '2030-01-01T00:00:00Z');
SELECT pg_temp.belief('high:active', 'Likes blues', 0.900, 'active', '2030-01-01T00:00:00Z');
SELECT pg_temp.belief('low:user', 'Likes folk', 0.500, 'active', '2030-01-01T00:00:00Z', 2, 'user');
-- expiry (not yet archivable: valid_to becomes the expiry, inside the window)
SELECT pg_temp.belief('trip', 'Is in Rome', 0.900, 'active', '2030-04-01T00:00:00Z', 2, 'inferred', 'fact');
UPDATE memory.beliefs SET expires_at = '2030-03-15T00:00:00Z' WHERE tenant_id = 'tml' AND subject = 'trip';
-- promotion
SELECT pg_temp.belief('promo', 'Likes tea', 0.650, 'provisional', '2030-04-01T00:00:00Z');
-- archival candidates: expired and retired, older than the window, at its edge, inside it
SELECT pg_temp.belief('old:expired', 'Was in Paris', 0.900, 'expired', '2029-12-01T00:00:00Z', 2, 'inferred', 'fact', '2030-01-01T00:00:00Z');
SELECT pg_temp.belief('old:retired', 'Likes polka', 0.150, 'retired', '2029-12-01T00:00:00Z', 2, 'inferred', 'preference', '2030-02-01T00:00:00Z');
SELECT pg_temp.belief('edge:expired', 'Was in Oslo', 0.900, 'expired', '2029-12-01T00:00:00Z', 2, 'inferred', 'fact', '2030-03-02T00:00:00Z');
SELECT pg_temp.belief('recent:retired', 'Likes disco', 0.150, 'retired', '2029-12-01T00:00:00Z', 2, 'inferred', 'preference', '2030-03-10T00:00:00Z');
SELECT pg_temp.belief('live:old', 'Owns a kayak', 0.900, 'active', '2029-12-01T00:00:00Z', 2, 'inferred', 'fact', '2030-01-01T00:00:00Z');
-- low signal and a contradiction group, so every counter of the audit row is non-zero
SELECT pg_temp.belief('quiet', 'Owns a stapler', 0.900, 'active', '2029-01-01T00:00:00Z', 1, 'inferred', 'fact');
SELECT pg_temp.belief('drink', 'Prefers coffee', 0.900, 'active', '2030-04-01T00:00:00Z', 2, 'user');
SELECT pg_temp.belief('drink', 'Prefers tea', 0.900, 'active', '2030-04-01T00:00:00Z', 2, 'user');

SELECT pg_temp.sweep(1, '2030-04-01T00:00:00Z');

SELECT results_eq($$SELECT status, confidence FROM pg_temp.b('low:active')$$,
                  $$VALUES ('active', 0.250::numeric(4,3))$$,
                  'an active inferred belief below low_confidence_threshold decays like a provisional one, and stays active');
SELECT results_eq($$SELECT status, confidence, valid_to FROM pg_temp.b('low:active:retires')$$,
                  $$VALUES ('retired', 0.150::numeric(4,3), '2030-04-01T00:00:00Z'::timestamptz)$$,
                  'an active low-confidence belief decaying below the floor retires');
SELECT is((pg_temp.b('high:active')).confidence, 0.900::numeric(4,3), 'an active belief at or above the threshold does not decay');
SELECT is((pg_temp.b('low:user')).confidence, 0.500::numeric(4,3), 'a user-authority belief never decays, however low');
SELECT ok(EXISTS (SELECT 1 FROM memory.explain_confidence('tml', 'p', (pg_temp.b('low:active')).belief_id) e
                   WHERE e.rule ~ '^decay' AND e.from_confidence = 0.5 AND e.to_confidence = 0.25
                     AND e.from_status = 'active' AND e.to_status = 'active'),
          'the decay of an active belief is an explained confidence change');

SELECT ok((pg_temp.b('old:expired')).archived_at = '2030-04-01T00:00:00Z', 'an expired belief past the archive window is archived');
SELECT ok((pg_temp.b('old:retired')).archived_at = '2030-04-01T00:00:00Z', 'a retired belief past the archive window is archived');
SELECT ok((pg_temp.b('edge:expired')).archived_at IS NOT NULL, 'exactly archive_after_days after valid_to is past the window');
SELECT ok((pg_temp.b('recent:retired')).archived_at IS NULL, 'a retired belief inside the window is not archived yet');
SELECT ok((pg_temp.b('trip')).archived_at IS NULL AND (pg_temp.b('trip')).status = 'expired',
          'a belief that just expired is not archived in the same sweep');
SELECT ok((pg_temp.b('live:old')).archived_at IS NULL, 'a live belief is never archived, whatever its valid_to');
SELECT results_eq($$SELECT status FROM memory.beliefs WHERE tenant_id = 'tml' AND subject IN ('old:expired', 'old:retired') ORDER BY subject$$,
                  $$VALUES ('expired'), ('retired')$$, 'archival keeps the rows and their status (kept for re-derivation)');

-- the returned counts
SELECT results_eq($$SELECT r ->> 'decayed', r ->> 'retired', r ->> 'expired', r ->> 'promoted', r ->> 'archived',
                           r ->> 'low_signal', r ->> 'contradiction_groups', r ->> 'more' FROM sweeps WHERE n = 1$$,
                  $$VALUES ('1', '1', '1', '1', '3', '1', '1', 'false')$$, 'the call returns one count per phase');

-- the audit row
SELECT is((SELECT count(*) FROM memory.maintenance_runs WHERE tenant_id = 'tml'), 1::bigint, 'one call, one audit row');
SELECT results_eq($$SELECT m.decayed, m.retired, m.expired, m.promoted, m.archived, m.low_signal, m.contradiction_groups, m.more
                      FROM memory.maintenance_runs m JOIN sweeps s ON m.run_id = (s.r ->> 'run_id')::uuid WHERE s.n = 1$$,
                  $$VALUES (1, 1, 1, 1, 3, 1, 1, false)$$, 'the audit row records each phase''s count');
SELECT results_eq($$SELECT m.tenant_id, m.principal_id, m.run_at, m.batch, m.elapsed_ms IS NOT NULL AND m.elapsed_ms >= 0
                      FROM memory.maintenance_runs m JOIN sweeps s ON m.run_id = (s.r ->> 'run_id')::uuid WHERE s.n = 1$$,
                  $$VALUES ('tml', 'p', '2030-04-01T00:00:00Z'::timestamptz, 500, true)$$,
                  'and who it swept, at what time, with what batch, how long it took');
SELECT is((SELECT count(*) FROM memory.confidence_changes c JOIN sweeps s ON c.maintenance_run_id = (s.r ->> 'run_id')::uuid
            WHERE s.n = 1 AND c.rule ~ '^decay'), 2::bigint, 'the decayed and retired counts match the logged decay changes');
SELECT is((SELECT count(*) FROM memory.beliefs WHERE tenant_id = 'tml' AND archived_at = '2030-04-01T00:00:00Z'),
          ((SELECT r ->> 'archived' FROM sweeps WHERE n = 1))::bigint, 'the archived count matches the rows archived');

-- Sweep 2, a month later: what the first sweep retired or expired has aged out of the window.
SELECT pg_temp.sweep(2, '2030-05-01T00:00:00Z');
SELECT ok((pg_temp.b('recent:retired')).archived_at = '2030-05-01T00:00:00Z', 'once the window has passed, the retired belief is archived');
SELECT ok((pg_temp.b('trip')).archived_at = '2030-05-01T00:00:00Z', 'and so is the belief that expired');
SELECT ok((pg_temp.b('low:active:retires')).archived_at = '2030-05-01T00:00:00Z', 'and the one decay retired exactly 30 days ago');
SELECT results_eq($$SELECT m.run_at, m.archived, (s.r ->> 'archived')::int, m.decayed, (s.r ->> 'decayed')::int,
                           m.retired, (s.r ->> 'retired')::int
                      FROM memory.maintenance_runs m JOIN sweeps s ON m.run_id = (s.r ->> 'run_id')::uuid WHERE s.n = 2$$,
                  $$VALUES ('2030-05-01T00:00:00Z'::timestamptz, 3, 3, 0, 0, 1, 1)$$,
                  'the second call has its own audit row with its own counts (low:active retires now)');
SELECT is((SELECT count(*) FROM memory.maintenance_runs WHERE tenant_id = 'tml'), 2::bigint, 'two calls, two audit rows');

-- A sweep with nothing to do is still audited, with zero counts.
SELECT pg_temp.sweep(3, '2030-05-01T00:00:00Z');
SELECT results_eq($$SELECT m.decayed + m.retired + m.expired + m.promoted + m.archived + m.low_signal + m.contradiction_groups, m.more
                      FROM memory.maintenance_runs m JOIN sweeps s ON m.run_id = (s.r ->> 'run_id')::uuid WHERE s.n = 3$$,
                  $$VALUES (0, false)$$, 'an idle sweep is audited with zero counts');

SELECT * FROM finish();
ROLLBACK;
