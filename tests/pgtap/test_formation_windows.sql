-- A prefix committed in windows (consecutive consolidations, each at most commit_cap candidates): the last
-- window's watermark covers what the earlier windows wrote after the prefix, never a client's event.
BEGIN;
\ir helpers_commit.sql
SELECT plan(8);

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

SELECT * FROM finish();
ROLLBACK;
