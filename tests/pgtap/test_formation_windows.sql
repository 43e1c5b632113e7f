-- A prefix committed in windows (consecutive consolidations, each at most commit_cap candidates): the last
-- window's watermark covers what the earlier windows wrote after the prefix, never a client's event.
BEGIN;
\ir helpers_commit.sql
SELECT plan(27);

CREATE FUNCTION pg_temp.window_commit(p_session text, p_through bigint, p_subject text, p_seq bigint) RETURNS jsonb
LANGUAGE sql AS $$
    SELECT memory.commit_formation(memory.formation_job('tfw', 'p', p_session) || jsonb_build_object('prefix_end', p_through),
                                   jsonb_build_array(pg_temp.cand('preference', p_subject, 'Prefers ' || p_subject,
                                                                  ARRAY[p_seq])),
                                   pg_temp.extraction())
$$;
CREATE FUNCTION pg_temp.marks(p_session text) RETURNS TABLE (watermark bigint, last bigint) LANGUAGE sql AS $$
    SELECT watermark_seq, last_seq FROM memory.sessions WHERE tenant_id = 'tfw' AND session_id = p_session
$$;

SELECT is((SELECT value FROM memory.formation_policy WHERE key = 'commit_cap'), 12::numeric,
          'memory.formation_policy shows the commit cap a worker windows by');
SELECT is((SELECT value FROM memory.formation_policy WHERE key = 'max_named_subjects'), 4096::numeric,
          'and the derived bound on named_subjects, 16 × max_candidates_per_call');
SET ROLE memory_worker;
SELECT is((SELECT count(*) FROM memory.formation_policy WHERE key IN ('commit_cap', 'max_named_subjects')), 2::bigint,
          'the worker role reads both');
RESET ROLE;

SELECT pg_temp.say('tfw', 'p', 's', 'I prefer tea.', '2026-01-01T10:00:00Z');
SELECT pg_temp.say('tfw', 'p', 's', 'I prefer chess.', '2026-01-01T10:00:01Z');
SELECT pg_temp.say('tfw', 'p', 's', 'I prefer jazz.', '2026-01-01T10:00:02Z');

SELECT is((pg_temp.window_commit('s', 2, 'preference:tea', 1)) ->> 'watermark_after', '2',
          'a window that ends before the session''s last event leaves the watermark at its end');
SELECT results_eq($$SELECT last FROM pg_temp.marks('s')$$, $$VALUES (4::bigint)$$,
                  'its outcome event is written after the whole prefix');
SELECT is((pg_temp.window_commit('s', 3, 'preference:jazz', 3)) ->> 'watermark_after', '5',
          'the last window covers the earlier window''s outcome events and its own');
SELECT results_eq($$SELECT watermark, last FROM pg_temp.marks('s')$$, $$VALUES (5::bigint, 5::bigint)$$,
                  'nothing is left pending');

-- a client's event after the prefix stays pending, whatever the windows wrote around it
SELECT pg_temp.say('tfw', 'p', 't', 'I prefer tea.', '2026-01-01T10:00:00Z');
SELECT pg_temp.say('tfw', 'p', 't', 'I prefer chess.', '2026-01-01T10:00:01Z');
SELECT pg_temp.window_commit('t', 1, 'preference:tea', 1);
SELECT pg_temp.say('tfw', 'p', 't', 'I prefer jazz.', '2026-01-01T10:00:02Z');
SELECT is((pg_temp.window_commit('t', 2, 'preference:chess', 2)) ->> 'watermark_after', '2',
          'a message that arrived after the prefix keeps the watermark at the prefix''s end');
SELECT results_eq($$SELECT seq FROM memory.session_prefix('tfw', 'p', 't') WHERE event_type = 'user.message.created'$$,
                  $$VALUES (4::bigint)$$, 'so the next consolidation reads it');
SELECT results_eq($$SELECT subject FROM memory.beliefs WHERE tenant_id = 'tfw' ORDER BY subject$$,
                  $$VALUES ('preference:chess'), ('preference:jazz'), ('preference:tea')$$,
                  'each window formed its own candidates');

-- nor does a formation request
SELECT pg_temp.say('tfw', 'p', 'u', 'I prefer tea.', '2026-01-01T10:00:00Z');
SELECT pg_temp.say('tfw', 'p', 'u', 'I prefer chess.', '2026-01-01T10:00:01Z');
SELECT pg_temp.window_commit('u', 1, 'preference:tea', 1);
SELECT memory.complete_run('tfw', 'p', 'u', 'r1', 'completed', '2026-01-01T10:00:03Z');
SELECT is((pg_temp.window_commit('u', 2, 'preference:chess', 2)) ->> 'watermark_after', '2',
          'a formation request after the prefix keeps the watermark at the prefix''s end');

-- a window says which prefix it belongs to
SELECT pg_temp.say('tfw', 'p', 'v', 'I prefer tea.', '2026-01-01T10:00:00Z');
SELECT pg_temp.say('tfw', 'p', 'v', 'I prefer chess.', '2026-01-01T10:00:01Z');
CREATE TEMP TABLE w1 AS SELECT memory.commit_formation(
    memory.formation_job('tfw', 'p', 'v') || '{"prefix_end": 1}',
    jsonb_build_array(pg_temp.cand('preference', 'preference:tea', 'Prefers tea', '{1}')),
    pg_temp.extraction() || '{"prefix": {"proposed": 2}}') AS r;
CREATE TEMP TABLE w2 AS SELECT memory.commit_formation(
    memory.formation_job('tfw', 'p', 'v'),
    jsonb_build_array(pg_temp.cand('preference', 'preference:chess', 'Prefers chess', '{2}')),
    pg_temp.extraction() || jsonb_build_object('prefix', jsonb_build_object('proposed', 2, 'first_run',
                                                                           (SELECT r ->> 'run_id' FROM w1)))) AS r;
SELECT results_eq($$SELECT proposed, prefix_proposed, prefix_first_run = (SELECT (r ->> 'run_id')::uuid FROM w1)
                      FROM memory.formation_runs WHERE session_id = 'v' AND tenant_id = 'tfw' ORDER BY started_at$$,
                  $$VALUES (1, 2, true), (1, 2, true)$$,
                  'every window''s run records the whole prefix''s proposed count and its first run');
SELECT is((SELECT count(*) FROM memory.formation_runs WHERE tenant_id = 'tfw' AND session_id = 'v'
              AND prefix_first_run IS NOT NULL),
          2::bigint, 'a run that consumed its prefix alone has no prefix columns');

SELECT results_eq($$SELECT read_from, read_through FROM memory.formation_runs
                      WHERE session_id = 'v' AND tenant_id = 'tfw' ORDER BY started_at$$,
                  $$VALUES (0::bigint, 1::bigint), (1::bigint, 4::bigint)$$,
                  'each run records the seqs it read (the second, the rest of the session)');

-- a window of a re-read retires what has every source in the whole re-read, not only in the window
SELECT pg_temp.say('tfw', 'p', 'x', 'I love cycling.', '2026-01-01T10:00:00Z');
SELECT pg_temp.say('tfw', 'p', 'x', 'I love tea.', '2026-01-01T10:00:01Z');
SELECT pg_temp.say('tfw', 'p', 'x', 'I love cycling.', '2026-01-01T10:00:02Z');
SELECT pg_temp.commit('tfw', 'p', 'x', jsonb_build_array(
    pg_temp.cand('preference', 'preference:cycle', 'User loves cycling.', '{1}'),
    pg_temp.cand('preference', 'preference:tea', 'User loves tea.', '{2}'),
    pg_temp.cand('preference', 'preference:cycle', 'User loves cycling.', '{3}')));
CREATE FUNCTION pg_temp.first_window(p_range jsonb) RETURNS jsonb LANGUAGE sql AS $$
    SELECT memory.commit_formation(memory.formation_job('tfw', 'p', 'x', 'rederive')
                                   || jsonb_build_object('replay_from', 0, 'prefix_end', 2, 'reconcile', true,
                                                         'named_subjects', '["preference:cycling"]'::jsonb) || p_range,
                                   jsonb_build_array(pg_temp.cand('preference', 'preference:cycling',
                                                                  'User loves cycling.', '{1}'),
                                                     pg_temp.cand('preference', 'preference:tea',
                                                                  'User loves tea.', '{2}')),
                                   pg_temp.extraction())
$$;
SELECT is((pg_temp.first_window('{}') ->> 'retired')::int, 0,
          'alone, a window keeps a belief with a source in a later window');
SELECT is((pg_temp.first_window('{"reconcile_from": 0, "reconcile_through": 3}') ->> 'retired')::int, 1,
          'told the whole re-read, it retires the old key said in both windows, which no window names');
SELECT results_eq($$SELECT status FROM memory.beliefs WHERE tenant_id = 'tfw' AND subject = 'preference:cycle'$$,
                  $$VALUES ('retired')$$, 'the old key is retired once');

-- malformed window metadata is refused before anything is written
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tfw', 'p', 'v')
                                                  || '{"reconcile_from": 0, "reconcile_through": 2}',
                                                  '[]'::jsonb, pg_temp.extraction())$$,
                 'MF020', NULL, 'a re-read''s range only with reconcile');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tfw', 'p', 'v', 'replay')
                                                  || '{"replay_from": 0, "reconcile": true, "reconcile_from": 0}',
                                                  '[]'::jsonb, pg_temp.extraction())$$,
                 'MF020', NULL, 'both ends of it');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tfw', 'p', 'v', 'replay')
                                                  || '{"replay_from": 0, "prefix_end": 2, "reconcile": true,
                                                       "reconcile_from": 0, "reconcile_through": 1}',
                                                  '[]'::jsonb, pg_temp.extraction())$$,
                 'MF020', NULL, 'a range that holds the window');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tfw', 'p', 'v', 'replay')
                                                  || '{"replay_from": 0, "reconcile": true,
                                                       "reconcile_from": 0, "reconcile_through": 99}',
                                                  '[]'::jsonb, pg_temp.extraction())$$,
                 'MF020', NULL, 'within the session');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tfw', 'p', 'v') || '{"named_subjects": ["x"]}',
                                                  '[]'::jsonb, pg_temp.extraction())$$,
                 'MF020', NULL, 'named_subjects only with reconcile');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tfw', 'p', 'v', 'replay')
                                                  || '{"replay_from": 0, "reconcile": true, "named_subjects": [1]}',
                                                  '[]'::jsonb, pg_temp.extraction())$$,
                 'MF020', NULL, 'named_subjects are strings');
SELECT throws_ok(format($$SELECT memory.commit_formation(memory.formation_job('tfw', 'p', 'v', 'replay')
                                                  || jsonb_build_object('replay_from', 0, 'reconcile', true,
                                                                        'named_subjects', %L::jsonb),
                                                  '[]'::jsonb, pg_temp.extraction())$$,
                        (SELECT jsonb_agg('preference:x' || i) FROM generate_series(1, 16 * 256 + 1) AS i)),
                 'MF020', NULL, 'named_subjects are at most 16 × max_candidates_per_call');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tfw', 'p', 'v'), '[]'::jsonb,
                                                  pg_temp.extraction() || '{"prefix": {"proposed": -1}}')$$,
                 'MF026', NULL, 'prefix.proposed is a non-negative integer');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tfw', 'p', 'v'), '[]'::jsonb,
                                                  pg_temp.extraction() || '{"prefix": {"proposed": 2, "first_run": "x"}}')$$,
                 'MF026', NULL, 'prefix.first_run is a run id');
SELECT is((SELECT count(*) FROM memory.formation_runs WHERE tenant_id = 'tfw' AND session_id = 'v'), 2::bigint,
          'the refused commits wrote no run');

SELECT * FROM finish();
ROLLBACK;
