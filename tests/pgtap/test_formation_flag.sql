-- The post-run flag: terminal runs and session closes durably request formation, once.
BEGIN;
SELECT plan(29);

CREATE FUNCTION pg_temp.requests(p_session text)
RETURNS TABLE (seq bigint, derivation_key text, not_before timestamptz, author_role text)
LANGUAGE sql AS $$
    SELECT e.seq, e.derivation_key, e.not_before, e.author_role
      FROM memory.events e
     WHERE e.tenant_id = 'tf' AND e.principal_id = 'p' AND e.session_id = p_session
       AND e.event_type = 'memory.formation.requested'
     ORDER BY e.seq
$$;

-- a terminal run
SELECT memory.append_event('tf', 'p', 'a', 'user.message.created', '{"text": "hi"}', p_occurred_at => '2026-03-01T10:00:00Z');
SELECT is(memory.complete_run('tf', 'p', 'a', 'run-1', 'completed', '2026-03-01T10:00:05Z'), 2::bigint,
          'complete_run returns the run.completed seq');
SELECT is((SELECT count(*) FROM pg_temp.requests('a')), 1::bigint, 'a terminal run appends one formation request');
SELECT is((SELECT derivation_key FROM pg_temp.requests('a')), 'run:run-1', 'the request''s derivation key is run: and the run id');
SELECT is((SELECT not_before FROM pg_temp.requests('a')), '2026-03-01T10:00:35Z'::timestamptz,
          'not_before is the run''s event time plus 30 s');
SELECT is((SELECT seq FROM pg_temp.requests('a')), 3::bigint, 'the request takes the next seq, no gap');
SELECT is((SELECT formation_request_seq FROM memory.sessions WHERE tenant_id = 'tf' AND session_id = 'a'), 3::bigint,
          'the session points at its governing request');
SELECT is((SELECT due_at FROM memory.sessions WHERE tenant_id = 'tf' AND session_id = 'a'), '2026-03-01T10:00:35Z'::timestamptz,
          'the session is due when not_before and the idle period have both passed');

-- the same completion again
SELECT is(memory.complete_run('tf', 'p', 'a', 'run-1', 'completed', '2026-03-01T10:00:05Z'), 2::bigint,
          'completing the same run again returns the original seq');
SELECT memory.append_event('tf', 'p', 'a', 'run.completed', '{"run_id": "run-1", "status": "completed"}', p_occurred_at => '2026-03-01T10:00:06Z');
SELECT memory.append_event('tf', 'p', 'a', 'run.completed', '{"run_id": "run-1", "status": "failed"}', p_occurred_at => '2026-03-01T10:00:07Z');
SELECT is((SELECT count(*) FROM memory.events WHERE tenant_id = 'tf' AND session_id = 'a' AND event_type = 'run.completed'),
          3::bigint, 'raw repeated completions are all logged');
SELECT is((SELECT count(*) FROM pg_temp.requests('a')), 1::bigint, 'but the run enqueues formation once');

-- waiting runs
SELECT memory.append_event('tf', 'p', 'w', 'user.message.created', '{"text": "book it"}', p_occurred_at => '2026-03-01T11:00:00Z');
SELECT memory.complete_run('tf', 'p', 'w', 'run-w', 'requires_action', '2026-03-01T11:00:01Z');
SELECT memory.complete_run('tf', 'p', 'w', 'run-w', 'waiting', '2026-03-01T11:00:02Z');
SELECT is((SELECT count(*) FROM pg_temp.requests('w')), 0::bigint, 'a waiting run enqueues nothing');
SELECT ok((SELECT due_at IS NULL FROM memory.sessions WHERE tenant_id = 'tf' AND session_id = 'w'),
          'a session with only waiting runs is not due');
SELECT memory.complete_run('tf', 'p', 'w', 'run-w', 'completed', '2026-03-01T11:05:00Z');
SELECT is((SELECT count(*) FROM pg_temp.requests('w')), 1::bigint, 'the same run enqueues once it turns terminal');

-- other terminal statuses and a second run in one session
SELECT memory.complete_run('tf', 'p', 'a', 'run-2', 'failed', '2026-03-01T10:10:00Z');
SELECT is((SELECT count(*) FROM pg_temp.requests('a')), 2::bigint, 'a failed run is terminal and enqueues');
SELECT is((SELECT formation_request_seq FROM memory.sessions WHERE tenant_id = 'tf' AND session_id = 'a'),
          (SELECT max(seq) FROM pg_temp.requests('a')), 'the latest request governs');

-- closing is an immediate boundary
SELECT memory.append_event('tf', 'p', 'c', 'user.message.created', '{"text": "bye"}', p_occurred_at => '2026-03-01T12:00:00Z');
SELECT memory.close_session('tf', 'p', 'c', '2026-03-01T12:00:01Z');
SELECT is((SELECT not_before FROM pg_temp.requests('c')), '2026-03-01T12:00:01Z'::timestamptz,
          'a close requests formation at the close time');
SELECT is((SELECT due_at FROM memory.sessions WHERE tenant_id = 'tf' AND session_id = 'c'), '2026-03-01T12:00:01Z'::timestamptz,
          'a closed session is due at once, without the idle wait');

-- A client's derivation key never swallows memform's own events: keys are per event type.
SELECT memory.append_event('tf', 'p', 'ns', 'user.message.created', '{"text": "I prefer tea."}', p_derivation_key => 'run-42');
SELECT memory.complete_run('tf', 'p', 'ns', 'run-42');
SELECT is((SELECT count(*) FROM pg_temp.requests('ns')), 1::bigint,
          'a message keyed by the run id does not suppress that run''s formation request');
SELECT memory.append_event('tf', 'p', 'nc', 'user.message.created', '{"text": "a"}', p_derivation_key => 'session.closed');
SELECT memory.append_event('tf', 'p', 'nc', 'user.message.created', '{"text": "b"}', p_derivation_key => 'session.closed.event');
SELECT is(memory.close_session('tf', 'p', 'nc'), 3::bigint,
          'a message keyed like the close event does not stand in for the close');
SELECT isnt((SELECT closed_at FROM memory.sessions WHERE tenant_id = 'tf' AND session_id = 'nc'), NULL,
            'the session is closed');
SELECT is((SELECT count(*) FROM pg_temp.requests('nc')), 1::bigint,
          'a message keyed like the close request does not suppress it');
SELECT is(memory.append_event('tf', 'p', 'ns', 'user.message.created', '{"text": "I prefer tea."}', p_derivation_key => 'run-42'),
          1::bigint, 'the same type and key is still idempotent');
-- nor can a run whose id is one of memform's own request keys
SELECT memory.append_event('tf', 'p', 'rc', 'user.message.created', '{"text": "x"}', p_occurred_at => '2026-03-01T12:00:00Z');
SELECT memory.complete_run('tf', 'p', 'rc', 'session.closed', 'completed', '2026-03-01T12:00:01Z');
SELECT memory.close_session('tf', 'p', 'rc', '2026-03-01T12:00:02Z');
SELECT is((SELECT count(*) FROM pg_temp.requests('rc')), 2::bigint, 'a run named session.closed does not swallow the close''s request');
SELECT is((SELECT due_at FROM memory.sessions WHERE tenant_id = 'tf' AND session_id = 'rc'), '2026-03-01T12:00:02Z'::timestamptz,
          'the close makes the session due at once');

-- a failing hook never aborts the run's transaction
CREATE SCHEMA tap_forced;
CREATE FUNCTION tap_forced.refuse_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'forced failure with private text';
END;
$$;
CREATE TRIGGER tap_forced_refusal BEFORE INSERT ON memory.events
    FOR EACH ROW WHEN (NEW.event_type = 'memory.formation.requested')
    EXECUTE FUNCTION tap_forced.refuse_requests();

SELECT lives_ok($$SELECT memory.complete_run('tf', 'p', 'h', 'run-h', 'completed', '2026-03-01T13:00:00Z')$$,
                'a run completes even when its formation hook fails');
SELECT is((SELECT count(*) FROM memory.events WHERE tenant_id = 'tf' AND session_id = 'h' AND event_type = 'run.completed'),
          1::bigint, 'the run event is kept');
SELECT is((SELECT count(*) FROM pg_temp.requests('h')), 0::bigint, 'no formation request was half-written');
SELECT is((SELECT payload FROM memory.events WHERE tenant_id = 'tf' AND session_id = 'h'
             AND event_type = 'memory.process.formation_flag_failed'),
          '{"hook": "formation_flag", "sqlstate": "P0001", "trigger_seq": 1}'::jsonb,
          'the failure is recorded as a content-free process event');
SELECT results_eq($$SELECT seq FROM memory.events WHERE tenant_id = 'tf' AND session_id = 'h' ORDER BY seq$$,
                  $$VALUES (1::bigint), (2::bigint)$$, 'the rolled-back request left no seq gap');


SELECT * FROM finish();
ROLLBACK;
