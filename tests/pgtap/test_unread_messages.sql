-- Messages the extractor could not read: logged, passed by the watermark, refused when malformed.
BEGIN;
\ir helpers_commit.sql
SELECT plan(17);

CREATE FUNCTION pg_temp.unread(p_unread jsonb) RETURNS jsonb LANGUAGE sql AS $$
    SELECT pg_temp.extraction() || jsonb_build_object('unread', p_unread)
$$;
CREATE FUNCTION pg_temp.commit_unread(p_session text, p_unread jsonb) RETURNS jsonb LANGUAGE sql AS $$
    SELECT memory.commit_formation(memory.formation_job('tum', 'p', p_session),
                                   jsonb_build_array(pg_temp.cand('preference', 'preference:tea', 'Prefers tea', '{1}')),
                                   pg_temp.unread(p_unread))
$$;

SELECT pg_temp.say('tum', 'p', 's', 'I prefer tea.', '2026-01-01T10:00:00Z');
SELECT pg_temp.say('tum', 'p', 's', 'a message the extractor fails on', '2026-01-01T10:00:01Z');
SELECT pg_temp.say('tum', 'p', 's', 'I speak Finnish.', '2026-01-01T10:00:02Z');
SELECT memory.complete_run('tum', 'p', 's', 'r1', 'completed', '2026-01-01T10:00:03Z');

-- malformed unread metadata is refused before anything is written
SELECT throws_ok($$SELECT pg_temp.commit_unread('s', '{"seqs": [], "error": "KeyError"}')$$, 'MF026', NULL,
                 'unread needs at least one seq');
SELECT throws_ok($$SELECT pg_temp.commit_unread('s', '{"seqs": [2.5], "error": "KeyError"}')$$, 'MF026', NULL,
                 'unread seqs are integers');
SELECT throws_ok($$SELECT pg_temp.commit_unread('s', '{"seqs": [2]}')$$, 'MF026', NULL, 'unread needs an error');
SELECT throws_ok($$SELECT pg_temp.commit_unread('s', '{"seqs": [2], "error": "KeyError: ''my password is hunter2''"}')$$,
                 'MF026', NULL, 'the error names the exception and its frame, never its message');
SELECT throws_ok(format($$SELECT pg_temp.commit_unread('s', '{"seqs": [2], "error": "%s"}')$$, repeat('x', 201)),
                 'MF026', NULL, 'the error is at most 200 characters');
SELECT throws_ok($$SELECT pg_temp.commit_unread('s', '{"seqs": [99], "error": "KeyError"}')$$, 'MF026', NULL,
                 'unread seqs lie in the prefix');
SELECT is((SELECT count(*) FROM memory.consolidation_runs WHERE tenant_id = 'tum'), 0::bigint,
          'a refused commit wrote no run');

CREATE TEMP TABLE c1 AS
    SELECT pg_temp.commit_unread('s', '{"seqs": [2], "error": "KeyError at deterministic.py:10 in classify"}') AS r;
SELECT results_eq($$SELECT r ->> 'outcome', (r ->> 'committed')::int, r -> 'unread' -> 'seqs' FROM c1$$,
                  $$VALUES ('committed', 1, '[2]'::jsonb)$$, 'the rest of the prefix is committed and the unread seqs returned');
SELECT ok((SELECT watermark_seq FROM memory.sessions WHERE tenant_id = 'tum' AND session_id = 's') >= 4,
          'the watermark passes the unread message: the session is not held back');
SELECT results_eq($$SELECT payload -> 'seqs', payload ->> 'error', payload ->> 'extractor', payload ->> 'run_id'
                      FROM memory.events WHERE tenant_id = 'tum' AND event_type = 'memory.extraction.unread'$$,
                  $$SELECT '[2]'::jsonb, 'KeyError at deterministic.py:10 in classify', 'test', r ->> 'run_id' FROM c1$$,
                  'a memory.extraction.unread event names the seqs, the failure and the run');
SELECT is((SELECT memory.diagnose_session('tum', 'p', 's') -> 'runs' -> 0 -> 'unread' -> 'seqs'), '[2]'::jsonb,
          'diagnose_session shows the run''s unread seqs');
SELECT throws_ok($$SELECT memory.append_event('tum', 'p', 's', 'memory.extraction.unread', '{}'::jsonb)$$,
                 NULL, NULL, 'clients cannot append the unread record themselves');

SELECT results_eq($$SELECT session_id, seq, error, read_again FROM memory.unread_messages WHERE tenant_id = 'tum'$$,
                  $$VALUES ('s', 2::bigint, 'KeyError at deterministic.py:10 in classify', false)$$,
                  'memory.unread_messages lists it, not yet read');
SELECT memory.commit_formation(memory.formation_job('tum', 'p', 's', 'replay') || '{"replay_from": 0}',
                               '[]'::jsonb, pg_temp.unread('{"seqs": [2.0, 2], "error": "KeyError at deterministic.py:11 in classify"}'));
SELECT is((SELECT bool_or(read_again) FROM memory.unread_messages WHERE tenant_id = 'tum'), false,
          'a replay that fails on it again has not read it');
SELECT memory.commit_formation(memory.formation_job('tum', 'p', 's', 'replay') || '{"replay_from": 0}',
                               '[]'::jsonb, pg_temp.extraction());
SELECT results_eq($$SELECT count(*), bool_and(read_again) FROM memory.unread_messages WHERE tenant_id = 'tum'$$,
                  $$VALUES (2::bigint, true)$$, 'a replay that reads it marks every record of it read');
SELECT is((SELECT payload -> 'seqs' FROM memory.events WHERE tenant_id = 'tum' AND event_type = 'memory.extraction.unread'
            ORDER BY seq DESC LIMIT 1), '[2]'::jsonb, 'seqs are stored as integers, once each');

SELECT pg_temp.say('tum', 'p', 'clean', 'I prefer tea.', '2026-01-02T10:00:00Z');
SELECT is((SELECT memory.commit_formation(memory.formation_job('tum', 'p', 'clean'), '[]', pg_temp.extraction())
                  -> 'unread'), 'null'::jsonb, 'a run that read everything returns unread null');

SELECT * FROM finish();
ROLLBACK;
