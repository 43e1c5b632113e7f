-- run_maintenance with time simulated through p_now; every sweep here is scoped to one
-- principal, which is also what the isolation test checks.
BEGIN;
\ir helpers_commit.sql
SELECT plan(30);

INSERT INTO memory.consolidation_runs (run_id, tenant_id, principal_id, trigger, scope, extractor, extractor_version, policy_version)
VALUES ('00000000-0000-0000-0000-0000000000aa', 'tm', 'p', 'scheduled', 'user', 'test', '1', 'formation@7');

CREATE FUNCTION pg_temp.belief(p_principal text, p_type text, p_subject text, p_statement text, p_confidence numeric,
                               p_status text, p_reinforced timestamptz, p_corroboration integer DEFAULT 1,
                               p_authority text DEFAULT 'inferred')
RETURNS uuid LANGUAGE sql AS $$
    INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
        statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
        corroboration_count, last_reinforced_at, valid_from, formation_run_id, policy_version)
    VALUES ('tm', p_principal, p_type, p_subject, p_statement, memory.normalize_statement(p_statement),
            memory.statement_sha256(p_statement), 'assert', p_authority, p_confidence, p_status, 'user', '{user}',
            memory.portability_ceiling(p_type), 'normal', p_corroboration, p_reinforced, p_reinforced,
            '00000000-0000-0000-0000-0000000000aa', 'formation@7')
    RETURNING belief_id
$$;
CREATE FUNCTION pg_temp.conf(p_subject text, p_principal text DEFAULT 'p') RETURNS numeric LANGUAGE sql AS $$
    SELECT confidence FROM memory.beliefs WHERE tenant_id = 'tm' AND principal_id = p_principal AND subject = p_subject
$$;
CREATE FUNCTION pg_temp.sweep(p_now text, p_batch integer DEFAULT 500) RETURNS jsonb LANGUAGE sql AS $$
    SELECT memory.run_maintenance(p_now::timestamptz, p_batch, 'tm', 'p')
$$;

-- half-life arithmetic per type, 90 days after the last reinforcement
SELECT pg_temp.belief('p', t, 'hl:' || t, 'Half-life of ' || t, 0.5, 'provisional', '2030-01-01T00:00:00Z')
  FROM unnest(ARRAY['fact', 'preference', 'relationship', 'user_model_attr', 'procedure_pointer']) t;
SELECT pg_temp.belief('q', 'preference', 'hl:preference', 'Half-life of preference', 0.5, 'provisional', '2030-01-01T00:00:00Z');
CREATE TEMP TABLE first_sweep AS SELECT pg_temp.sweep('2030-04-01T00:00:00Z') AS r;
SELECT is(pg_temp.conf('hl:preference'), 0.250, 'preference: half-life 90 days halves it in 90 days');
SELECT is(pg_temp.conf('hl:fact'), 0.354, 'fact: half-life 180 days, 0.5 * 0.5^(90/180)');
SELECT is(pg_temp.conf('hl:user_model_attr'), 0.354, 'user_model_attr: half-life 180 days');
SELECT is(pg_temp.conf('hl:relationship'), 0.421, 'relationship: half-life 365 days, 0.5 * 0.5^(90/365)');
SELECT results_eq($$SELECT status, confidence, valid_to FROM memory.beliefs WHERE tenant_id = 'tm' AND principal_id = 'p' AND subject = 'hl:procedure_pointer'$$,
                  $$VALUES ('retired', 0.177::numeric(4,3), '2030-04-01T00:00:00Z'::timestamptz)$$,
                  'procedure_pointer (60 days) falls below the 0.2 floor and retires, kept for audit');
SELECT is(pg_temp.conf('hl:preference', 'q'), 0.500, 'a sweep for one principal never changes another''s beliefs');
SELECT ok((SELECT rule FROM memory.explain_confidence('tm', 'p', (SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tm' AND principal_id = 'p' AND subject = 'hl:preference'))) ~ 'preference half-life 90 days',
          'the change is explained: rule, from, to');
SELECT results_eq($$SELECT from_confidence, to_confidence FROM memory.explain_confidence('tm', 'p', (SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tm' AND principal_id = 'p' AND subject = 'hl:preference'))$$,
                  $$VALUES (0.500::numeric(4,3), 0.250::numeric(4,3))$$, 'from what to what');

-- idempotence: the same sweep again changes nothing
CREATE TEMP TABLE snapshot AS SELECT belief_id, confidence, status, updated_at FROM memory.beliefs WHERE tenant_id = 'tm';
CREATE TEMP TABLE second_sweep AS SELECT pg_temp.sweep('2030-04-01T00:00:00Z') AS r;
SELECT results_eq($$SELECT (r ->> 'decayed')::int + (r ->> 'retired')::int + (r ->> 'expired')::int + (r ->> 'promoted')::int FROM second_sweep$$,
                  $$VALUES (0)$$, 'running twice at the same p_now changes nothing');
SELECT is_empty($$SELECT belief_id, confidence, status, updated_at FROM memory.beliefs WHERE tenant_id = 'tm'
                  EXCEPT SELECT * FROM snapshot$$, 'not a single row');
SELECT is(pg_temp.conf('hl:preference'), 0.250, 'decay keeps computing from its anchor, not from the last result');
SELECT pg_temp.sweep('2030-06-30T00:00:00Z');
SELECT is(pg_temp.conf('hl:preference'), 0.125, 'another half-life later it halves again (not compounded twice)');

-- use resets the clock
SELECT is(memory.record_recall('tm', 'p', ARRAY[(SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tm' AND principal_id = 'p' AND subject = 'hl:fact')], '2030-06-30T00:00:00Z'),
          1, 'record_recall marks the principal''s belief as used');
SELECT is(memory.record_recall('tm', 'q', ARRAY[(SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tm' AND principal_id = 'p' AND subject = 'hl:fact')], '2030-06-30T00:00:00Z'),
          0, 'but not another principal''s');
CREATE TEMP TABLE recalled AS SELECT pg_temp.conf('hl:fact') AS c;
SELECT pg_temp.sweep('2030-06-30T00:00:00Z');
SELECT is(pg_temp.conf('hl:fact'), (SELECT c FROM recalled), 'right after use there is nothing to decay');
SELECT pg_temp.sweep('2030-12-27T00:00:00Z');
SELECT is(pg_temp.conf('hl:fact'), round((SELECT c FROM recalled) / 2, 3), 'one half-life after use it halves from the recalled value');

-- reinforcement resets decay too (through the real commit path)
SELECT pg_temp.say('tm', 'p', 'r1', 'I like ska music.', (now() - interval '1 day')::text);
SELECT pg_temp.commit('tm', 'p', 'r1', jsonb_build_array(pg_temp.cand('preference', 'preference:ska', 'Likes ska music', '{1}')));
SELECT memory.run_maintenance(now() + interval '90 days', 500, 'tm', 'p');
SELECT ok(pg_temp.conf('preference:ska') < 0.3, 'an unused provisional belief decays');
SELECT pg_temp.say('tm', 'p', 'r2', 'I like ska music.', now()::text);
SELECT pg_temp.commit('tm', 'p', 'r2', jsonb_build_array(pg_temp.cand('preference', 'preference:ska', 'Likes ska music', '{1}')));
SELECT results_eq($$SELECT decay_base, corroboration_count FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'preference:ska'$$,
                  $$VALUES (NULL::numeric(4,3), 2)$$, 'reinforcement clears the decay anchor');
SELECT ok(EXISTS (SELECT 1 FROM memory.explain_confidence('tm', 'p', (SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'preference:ska')) e WHERE e.rule ~ 'reinforcement'),
          'and is itself an explained confidence change');

-- expiry, promotion, archival
SELECT pg_temp.belief('p', 'fact', 'trip', 'Is in Rome', 0.9, 'active', '2030-01-01T00:00:00Z');
UPDATE memory.beliefs SET expires_at = '2030-02-01T00:00:00Z' WHERE tenant_id = 'tm' AND subject = 'trip';
SELECT pg_temp.belief('p', 'preference', 'corroborated', 'Likes tea', 0.65, 'provisional', '2031-01-01T00:00:00Z', 2);
SELECT pg_temp.belief('p', 'fact', 'old', 'Had a Civic', 0.55, 'active', '2029-01-01T00:00:00Z');
UPDATE memory.beliefs SET status = 'superseded', valid_to = '2029-06-01T00:00:00Z',
       superseded_by = (SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'trip')
 WHERE tenant_id = 'tm' AND subject = 'old';
SELECT pg_temp.sweep('2031-01-01T00:00:00Z');
SELECT results_eq($$SELECT status, valid_to FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'trip'$$,
                  $$VALUES ('expired', '2030-02-01T00:00:00Z'::timestamptz)$$, 'a belief past expires_at expires');
SELECT is((SELECT status FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'corroborated'), 'active',
          'a corroborated, confident provisional belief is promoted');
SELECT ok((SELECT archived_at IS NOT NULL FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'old'),
          'a long-superseded belief is archived, not deleted');

-- low signal
SELECT pg_temp.belief('p', 'fact', 'quiet', 'Owns a stapler', 0.9, 'active', '2029-01-01T00:00:00Z');
SELECT pg_temp.belief('p', 'fact', 'used', 'Owns a kayak', 0.9, 'active', '2029-01-01T00:00:00Z');
SELECT memory.record_recall('tm', 'p', ARRAY[(SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'used')], '2029-02-01T00:00:00Z');
SELECT pg_temp.sweep('2031-01-01T00:00:00Z');
SELECT results_eq($$SELECT subject, low_signal, status FROM memory.beliefs WHERE tenant_id = 'tm' AND subject IN ('quiet', 'used') ORDER BY 1$$,
                  $$VALUES ('quiet', true, 'active'), ('used', false, 'active')$$,
                  'an old, uncorroborated, never recalled belief is flagged low-signal, never deleted; a recalled one is not');
SELECT ok(memory.unflag_low_signal('tm', 'p', (SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'quiet'), '2031-01-01T00:00:00Z'),
          'the flag is reversible');
SELECT pg_temp.sweep('2031-01-01T00:00:00Z');
SELECT is((SELECT low_signal FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'quiet'), false, 'and stays cleared');

-- contradiction groups
SELECT pg_temp.belief('p', 'preference', 'drink', 'Prefers coffee', 0.9, 'active', '2031-01-01T00:00:00Z', 1, 'user');
SELECT pg_temp.belief('p', 'preference', 'drink', 'Prefers tea', 0.9, 'active', '2031-01-01T00:00:00Z', 1, 'user');
SELECT pg_temp.sweep('2031-01-01T00:00:00Z');
SELECT results_eq($$SELECT count(DISTINCT contradiction_group), bool_and(contradiction_group IS NOT NULL), bool_and(flagged_for_review), bool_and(status = 'active')
                      FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'drink'$$,
                  $$VALUES (1::bigint, true, true, true)$$, 'disagreeing live beliefs share a group, flagged, neither resolved');
SELECT is(memory.clear_contradiction_group('tm', 'p', (SELECT contradiction_group FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'drink' LIMIT 1)),
          2, 'clearing the group releases both');
SELECT pg_temp.sweep('2031-01-01T00:00:00Z');
SELECT is((SELECT count(*) FROM memory.beliefs WHERE tenant_id = 'tm' AND subject = 'drink' AND contradiction_group IS NOT NULL), 0::bigint,
          'a reviewed group is not formed again');

-- batching: more work than one batch is done over several calls, none exceeding its batch
SELECT pg_temp.belief('pb', 'preference', 'batch:' || i, 'Batch item ' || i, 0.5, 'provisional', '2032-01-01T00:00:00Z') FROM generate_series(1, 7) i;
CREATE TEMP TABLE batches AS SELECT n, memory.run_maintenance('2032-04-01T00:00:00Z', 3, 'tm', 'pb') AS r FROM generate_series(1, 4) n;
SELECT results_eq($$SELECT (r ->> 'decayed')::int, (r ->> 'more')::boolean FROM batches ORDER BY n$$,
                  $$VALUES (3, true), (3, true), (1, false), (0, false)$$, 'a larger store is worked through in batches');
SELECT is((SELECT count(*) FROM memory.beliefs WHERE tenant_id = 'tm' AND principal_id = 'pb' AND confidence < 0.5), 7::bigint,
          'every belief was reached, each exactly once');

SELECT * FROM finish();
ROLLBACK;
