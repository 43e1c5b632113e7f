-- A replay or rederive reconciles: what the extractor no longer derives from the re-read events
-- is retired, and nothing else is.
BEGIN;
\ir helpers_commit.sql
SELECT plan(24);

CREATE FUNCTION pg_temp.rederive(p_session text, p_candidates jsonb, p_extra jsonb DEFAULT '{}') RETURNS jsonb
LANGUAGE sql AS $$
    SELECT memory.commit_formation(memory.formation_job('trr', 'p', p_session, 'rederive') || '{"replay_from": 0, "reconcile": true}',
                                   p_candidates, pg_temp.extraction() || p_extra)
$$;
CREATE FUNCTION pg_temp.state(p_subject text) RETURNS TABLE (status text, reason text) LANGUAGE sql AS $$
    SELECT status, retired_reason FROM memory.beliefs WHERE tenant_id = 'trr' AND subject = p_subject
     ORDER BY created_at DESC LIMIT 1
$$;

SELECT pg_temp.say('trr', 'p', 's', 'I run every morning.', '2026-01-01T10:00:00Z');
SELECT pg_temp.say('trr', 'p', 's', 'I always write way too much.', '2026-01-01T10:00:01Z');
SELECT pg_temp.say('trr', 'p', 's', 'I prefer tea.', '2026-01-01T10:00:02Z');
SELECT pg_temp.say('trr', 'p', 's', 'I speak Finnish.', '2026-01-01T10:00:03Z');
SELECT memory.complete_run('trr', 'p', 's', 'r1', 'completed', '2026-01-01T10:00:04Z');
SELECT pg_temp.commit('trr', 'p', 's', jsonb_build_array(
    pg_temp.cand('user_model_attr', 'activity:run', 'User runs every morning.', '{1}'),
    pg_temp.cand('user_model_attr', 'activity:way', 'User writes way too much.', '{2}'),
    pg_temp.cand('preference', 'preference:tea', 'User prefers tea.', '{3}'),
    pg_temp.cand('user_model_attr', 'language:finnish', 'User speaks Finnish.', '{4}')));
-- tea is said again in another session: that belief has a source the rederive of s does not re-read
SELECT pg_temp.say('trr', 'p', 's2', 'I prefer tea.', '2026-01-02T10:00:00Z');
SELECT memory.complete_run('trr', 'p', 's2', 'r2', 'completed', '2026-01-02T10:00:01Z');
SELECT pg_temp.commit('trr', 'p', 's2', jsonb_build_array(
    pg_temp.cand('preference', 'preference:tea', 'User prefers tea.', '{1}')));
-- and the user said something themselves
SELECT memory.remember('trr', 'p', 's', '{"belief_type": "fact", "subject": "vehicle:bike", "statement": "User has a bike."}');

-- a rederive whose extractor reads the rules' new key and no longer misreads "way too much"
CREATE TEMP TABLE r1 AS SELECT pg_temp.rederive('s', jsonb_build_array(
    pg_temp.cand('user_model_attr', 'activity:running', 'User runs every morning.', '{1}'),
    pg_temp.cand('user_model_attr', 'language:finnish', 'User speaks Finnish.', '{4}'))) AS r;
SELECT results_eq($$SELECT (r ->> 'committed')::int, (r ->> 'retired')::int FROM r1$$, $$VALUES (1, 2)$$,
                  'the new key is formed and the two readings not derived again are retired');
SELECT results_eq($$SELECT * FROM pg_temp.state('activity:run')$$, $$VALUES ('retired', 'not_rederived')$$,
                  'the old key is retired, with its reason');
SELECT results_eq($$SELECT * FROM pg_temp.state('activity:way')$$, $$VALUES ('retired', 'not_rederived')$$,
                  'the misreading is retired');
SELECT ok((SELECT status IN ('provisional', 'active') FROM pg_temp.state('language:finnish')),
          'a belief formed again is kept');
SELECT ok((SELECT status IN ('provisional', 'active') FROM pg_temp.state('preference:tea')),
          'a belief with a source outside the re-read window is kept');
SELECT ok((SELECT status IN ('provisional', 'active') FROM pg_temp.state('vehicle:bike')),
          'what the user said themselves is kept');
SELECT is((SELECT count(*) FROM memory.events WHERE tenant_id = 'trr' AND session_id = 's'
              AND event_type = 'memory.retired' AND payload ->> 'reason' = 'not_rederived'
              AND payload ->> 'run_id' = (SELECT r ->> 'run_id' FROM r1)), 2::bigint,
          'each retirement is a memory.retired event of the run');
SELECT is((SELECT retired FROM memory.formation_runs WHERE run_id = (SELECT (r ->> 'run_id')::uuid FROM r1)), 2,
          'formation_runs counts them');
SELECT is((SELECT memory.diagnose_session('trr', 'p', 's') -> 'runs' -> -1 ->> 'retired'), '2',
          'and diagnose_session shows the count');

-- an extractor that reads the old way again may form it again: the retired reading is not a replay
CREATE TEMP TABLE r2 AS SELECT pg_temp.rederive('s', jsonb_build_array(
    pg_temp.cand('user_model_attr', 'activity:run', 'User runs every morning.', '{1}'),
    pg_temp.cand('user_model_attr', 'language:finnish', 'User speaks Finnish.', '{4}'))) AS r;
SELECT results_eq($$SELECT (r ->> 'committed')::int, (r ->> 'retired')::int FROM r2$$, $$VALUES (1, 1)$$,
                  'the old key is formed again and the new one retired');
SELECT ok((SELECT status IN ('provisional', 'active') FROM pg_temp.state('activity:run')), 'activity:run is live again');

-- no reconciliation when the reading may be incomplete
CREATE TEMP TABLE r3 AS SELECT pg_temp.rederive('s', '[]'::jsonb,
    '{"provider_failure": {"retryable": false, "kind": "server"}}') AS r;
SELECT is((SELECT (r ->> 'retired')::int FROM r3), 0, 'not after a provider failure');
CREATE TEMP TABLE r4 AS SELECT pg_temp.rederive('s', '[]'::jsonb, '{"unread": {"seqs": [1, 4], "error": "KeyError"}}') AS r;
SELECT is((SELECT (r ->> 'retired')::int FROM r4), 0, 'not a belief with a source the extractor could not read');
SELECT ok((SELECT status IN ('provisional', 'active') FROM pg_temp.state('activity:run')), 'so activity:run stays');
SELECT is((SELECT (pg_temp.rederive('s', '[]'::jsonb, '{"proposed": 300}') ->> 'retired')::int), 0,
          'not when the extractor proposed more than it passed');
UPDATE memory.policy_settings SET value = 1 WHERE key = 'commit_cap';
SELECT is((SELECT (pg_temp.rederive('s', jsonb_build_array(
              pg_temp.cand('user_model_attr', 'language:finnish', 'User speaks Finnish.', '{4}'),
              pg_temp.cand('user_model_attr', 'activity:running', 'User runs every morning.', '{1}'))) ->> 'retired')::int),
          0, 'not when the run cannot consume every candidate (the commit cap)');
UPDATE memory.policy_settings SET value = 12 WHERE key = 'commit_cap';
UPDATE memory.policy_settings SET value = 0 WHERE key = 'max_candidates_per_call';
SELECT is((SELECT (pg_temp.rederive('s', '[]'::jsonb) ->> 'retired')::int), 0,
          'not when there are more subjects to retire than one run may lock');
UPDATE memory.policy_settings SET value = 256 WHERE key = 'max_candidates_per_call';
SELECT ok((SELECT status IN ('provisional', 'active') FROM pg_temp.state('activity:run')), 'activity:run is still live');

-- another extractor's reading, and a reading the user corrected in place, are not this extractor's to retire
SELECT pg_temp.say('trr', 'p', 'h', 'Everyone at home adores our cat Miso. I like jazz.', '2026-01-04T10:00:00Z');
SELECT memory.complete_run('trr', 'p', 'h', 'r4', 'completed', '2026-01-04T10:00:01Z');
SELECT memory.commit_formation(memory.formation_job('trr', 'p', 'h'), jsonb_build_array(
           pg_temp.cand('relationship', 'pet:cat', 'User has a cat named Miso.', '{1}')),
       '{"extractor": "hybrid", "extractor_version": "1", "policy_version": "formation@8"}');
SELECT memory.commit_formation(memory.formation_job('trr', 'p', 'h', 'replay') || '{"replay_from": 0}',
       jsonb_build_array(pg_temp.cand('preference', 'preference:jazz', 'User likes jazz.', '{1}')), pg_temp.extraction());
SELECT memory.correct_belief('trr', 'p', (SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'trr'
                                            AND subject = 'preference:jazz'), 'unspecified');
SELECT is((SELECT (pg_temp.rederive('h', '[]'::jsonb) ->> 'retired')::int), 0,
          'a rederive by the rules retires neither the hybrid''s reading nor one the user corrected');
SELECT ok((SELECT bool_and(status IN ('provisional', 'active')) FROM memory.beliefs
            WHERE tenant_id = 'trr' AND subject IN ('pet:cat', 'preference:jazz')), 'both stay live');

-- only when asked, and only for a re-read
SELECT is((SELECT (memory.commit_formation(memory.formation_job('trr', 'p', 's', 'replay') || '{"replay_from": 0}',
                                           '[]'::jsonb, pg_temp.extraction()) ->> 'retired')::int), 0,
          'a replay not asked to reconcile retires nothing');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('trr', 'p', 's') || '{"reconcile": true}',
                                                  '[]'::jsonb, pg_temp.extraction())$$,
                 'MF020', NULL, 'reconcile needs replay_from');

-- an ordinary consolidation never reconciles
SELECT pg_temp.say('trr', 'p', 's', 'Nothing durable here.', '2026-01-03T10:00:00Z');
SELECT memory.complete_run('trr', 'p', 's', 'r3', 'completed', '2026-01-03T10:00:01Z');
SELECT is((SELECT (pg_temp.commit('trr', 'p', 's', '[]'::jsonb) ->> 'retired')::int), 0,
          'a consolidation of new events retires nothing');
SELECT ok((SELECT status IN ('provisional', 'active') FROM pg_temp.state('activity:run')), 'activity:run is still live');

SELECT * FROM finish();
ROLLBACK;
