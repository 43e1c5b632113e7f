-- Idle selection: not_before and the idle boundary, the governing request, ordering, limits.
-- Times are in 2001 so sessions committed by other tests (2026) are never due here.
BEGIN;
SELECT plan(18);

CREATE FUNCTION pg_temp.due(p_limit integer, p_now text) RETURNS SETOF text LANGUAGE sql AS $$
    SELECT d.session_id FROM memory.due_sessions(p_limit, p_now::timestamptz) d WHERE d.tenant_id = 'td'
$$;

-- a: run completes at 10:00:05 -> due at 10:00:35
SELECT memory.append_event('td', 'p', 'a', 'user.message.created', '{"text": "hi"}', p_occurred_at => '2001-01-01T10:00:00Z');
SELECT memory.complete_run('td', 'p', 'a', 'r-a', 'completed', '2001-01-01T10:00:05Z');
SELECT is_empty($$SELECT * FROM pg_temp.due(10, '2001-01-01T10:00:34Z')$$, 'not due before not_before');
SELECT results_eq($$SELECT * FROM pg_temp.due(10, '2001-01-01T10:00:35Z')$$, $$VALUES ('a')$$, 'due once not_before passed');

-- activity after the request pushes the idle boundary out
SELECT memory.append_event('td', 'p', 'a', 'user.message.created', '{"text": "one more thing"}', p_occurred_at => '2001-01-01T10:00:20Z');
SELECT is_empty($$SELECT * FROM pg_temp.due(10, '2001-01-01T10:00:40Z')$$, 'not due within 30 s of the last activity');
SELECT results_eq($$SELECT * FROM pg_temp.due(10, '2001-01-01T10:00:50Z')$$, $$VALUES ('a')$$, 'due 30 s after the last activity');

-- the latest request governs: an older ready request cannot bypass a newer not_before
SELECT memory._request_formation('td', 'p', 'a', 'retry-1', 'provider_retry', '2001-01-01T11:00:00Z');
SELECT is_empty($$SELECT * FROM pg_temp.due(10, '2001-01-01T10:30:00Z')$$,
                'an idle session with an old ready request waits for the newer not_before');
SELECT results_eq($$SELECT * FROM pg_temp.due(10, '2001-01-01T11:00:00Z')$$, $$VALUES ('a')$$, 'due at the newer not_before');

-- not_before is authoritative even when the session has been idle for long
SELECT memory.append_event('td', 'p', 'n', 'user.message.created', '{"text": "hi"}', p_occurred_at => '2001-01-01T08:00:00Z');
SELECT memory._request_formation('td', 'p', 'n', 'late', 'test', '2001-01-01T12:00:00Z');
SELECT is_empty($$SELECT * FROM pg_temp.due(10, '2001-01-01T11:59:59Z') WHERE 1 = 1 EXCEPT SELECT 'a'$$,
                'a long-idle session still waits for its not_before');

-- a closed session is due at once
SELECT memory.append_event('td', 'p', 'c', 'user.message.created', '{"text": "bye"}', p_occurred_at => '2001-01-01T09:00:00Z');
SELECT memory.close_session('td', 'p', 'c', '2001-01-01T09:00:01Z');
SELECT results_eq($$SELECT * FROM pg_temp.due(10, '2001-01-01T09:00:01Z')$$, $$VALUES ('c')$$, 'a closed session is due at its close');

-- a waiting run is never due
SELECT memory.append_event('td', 'p', 'w', 'user.message.created', '{"text": "hold on"}', p_occurred_at => '2001-01-01T07:00:00Z');
SELECT memory.complete_run('td', 'p', 'w', 'r-w', 'waiting', '2001-01-01T07:00:01Z');
SELECT ok(NOT EXISTS (SELECT 1 FROM pg_temp.due(100, '2001-12-31T00:00:00Z') s WHERE s = 'w'), 'a waiting run is never due');

-- ordering: oldest due first, newer sessions cannot starve older ones
SELECT results_eq($$SELECT * FROM pg_temp.due(10, '2001-06-01T00:00:00Z')$$,
                  $$VALUES ('c'), ('a'), ('n')$$, 'oldest due first');
SELECT memory.append_event('td', 'p', 'new-' || i, 'user.message.created', '{}', p_occurred_at => '2001-01-01T13:00:00Z')
  FROM generate_series(1, 20) i;
SELECT memory.close_session('td', 'p', 'new-' || i, '2001-01-01T13:00:01Z') FROM generate_series(1, 20) i;
SELECT results_eq($$SELECT * FROM pg_temp.due(1, '2001-06-01T00:00:00Z')$$, $$VALUES ('c')$$,
                  'twenty newer due sessions do not starve the oldest');
SELECT is((SELECT count(*) FROM pg_temp.due(5, '2001-06-01T00:00:00Z')), 5::bigint, 'the limit bounds the batch');

-- limits
SELECT is_empty($$SELECT * FROM pg_temp.due(0, '2001-06-01T00:00:00Z')$$, 'a zero limit selects nothing');
SELECT is_empty($$SELECT * FROM pg_temp.due(-5, '2001-06-01T00:00:00Z')$$, 'a negative limit selects nothing');
SELECT is_empty($$SELECT * FROM pg_temp.due(NULL, '2001-06-01T00:00:00Z')$$, 'a NULL limit selects nothing');

-- the watermark retires the request
UPDATE memory.sessions SET watermark_seq = last_seq WHERE tenant_id = 'td' AND session_id = 'c';
SELECT memory._refresh_due_at('td', 'p', 'c');
SELECT ok(NOT EXISTS (SELECT 1 FROM pg_temp.due(100, '2001-12-31T00:00:00Z') s WHERE s = 'c'),
          'a session consolidated past its request is no longer due');

-- the session row keeps what selection needs
SELECT is((SELECT due_at FROM memory.sessions WHERE tenant_id = 'td' AND session_id = 'a'),
          '2001-01-01T11:00:00Z'::timestamptz, 'due_at reflects the governing request');
SELECT is((SELECT last_activity_at FROM memory.sessions WHERE tenant_id = 'td' AND session_id = 'a'),
          '2001-01-01T10:00:20Z'::timestamptz, 'formation requests are not activity');

SELECT * FROM finish();
ROLLBACK;
