-- The provider retry lifecycle in the database, on the database clock.
BEGIN;
\ir helpers_commit.sql
SELECT plan(14);

CREATE FUNCTION pg_temp.failing(p_retryable boolean) RETURNS jsonb LANGUAGE sql AS $$
    SELECT '{"extractor": "hybrid", "extractor_version": "1", "policy_version": "formation@8"}'::jsonb
           || jsonb_build_object('provider_failure', jsonb_build_object('retryable', p_retryable, 'kind', 'server'))
$$;
CREATE FUNCTION pg_temp.attempt(p_session text, p_retryable boolean DEFAULT true) RETURNS jsonb LANGUAGE sql AS $$
    SELECT memory.commit_formation(memory.formation_job('tpr', 'p', p_session),
                                   jsonb_build_array(pg_temp.cand('preference', 'preference:tea', 'Prefers tea', '{1}')),
                                   pg_temp.failing(p_retryable))
$$;
CREATE FUNCTION pg_temp.state(p_session text) RETURNS TABLE (watermark bigint, due_at timestamptz) LANGUAGE sql AS $$
    SELECT watermark_seq, due_at FROM memory.sessions WHERE tenant_id = 'tpr' AND session_id = p_session
$$;

SELECT pg_temp.say('tpr', 'p', 's', 'I prefer tea.', '2026-01-01T10:00:00Z');
SELECT memory.complete_run('tpr', 'p', 's', 'r1', 'completed', '2026-01-01T10:00:01Z');

CREATE TEMP TABLE a1 AS SELECT pg_temp.attempt('s') AS r;
SELECT results_eq($$SELECT r ->> 'outcome', (r ->> 'committed')::int, (r ->> 'provider_attempt')::int, (r ->> 'pending')::boolean FROM a1$$,
                  $$VALUES ('committed', 1, 1, true)$$, 'a retryable failure still commits the deterministic candidates');
SELECT is((SELECT watermark FROM pg_temp.state('s')), 0::bigint, 'but leaves the prefix pending');
SELECT is((SELECT due_at FROM pg_temp.state('s')), now() + interval '60 seconds', 'and asks again 60 s later');
SELECT is_empty($$SELECT 1 FROM memory.due_sessions(100, now() + interval '59 seconds') WHERE tenant_id = 'tpr'$$,
                'the older ready request cannot bypass the retry delay');

-- a new run completion meanwhile does not reset the count
SELECT memory.complete_run('tpr', 'p', 's', 'r2', 'completed', now()::text);
CREATE TEMP TABLE a2 AS SELECT pg_temp.attempt('s') AS r;
SELECT results_eq($$SELECT (r ->> 'provider_attempt')::int, (r ->> 'pending')::boolean FROM a2$$, $$VALUES (2, true)$$,
                  'the second attempt is counted from the log, not reset by the new run');
SELECT is((SELECT r -> 'candidates' -> 0 ->> 'detail' FROM a2), 'replay', 'what the first attempt formed is a no-op now');
SELECT is((SELECT due_at FROM pg_temp.state('s')), now() + interval '300 seconds', 'then 300 s later');

CREATE TEMP TABLE a3 AS SELECT pg_temp.attempt('s') AS r;
SELECT results_eq($$SELECT (r ->> 'provider_attempt')::int, (r ->> 'pending')::boolean FROM a3$$, $$VALUES (3, false)$$,
                  'the third failed attempt gives up');
SELECT ok((SELECT watermark FROM pg_temp.state('s')) > 0, 'the watermark advances');
SELECT ok((SELECT due_at IS NULL FROM pg_temp.state('s')), 'nothing is pending');
SELECT is((SELECT payload ->> 'attempts' FROM memory.events WHERE tenant_id = 'tpr' AND event_type = 'memory.provider_extraction.retry_exhausted'),
          '3', 'a content-free retry_exhausted event records it');
SELECT is((SELECT count(*) FROM memory.beliefs WHERE tenant_id = 'tpr'), 1::bigint, 'formed exactly once across the attempts');

-- a permanent failure advances at once
SELECT pg_temp.say('tpr', 'p', 'perm', 'I prefer tea.', '2026-01-02T10:00:00Z');
CREATE TEMP TABLE p1 AS SELECT pg_temp.attempt('perm', false) AS r;
SELECT results_eq($$SELECT (r ->> 'pending')::boolean, r ->> 'provider_attempt' FROM p1$$, $$VALUES (false, NULL::text)$$,
                  'a permanent failure does not retry');
SELECT ok((SELECT watermark FROM pg_temp.state('perm')) > 0, 'and advances the watermark');

SELECT * FROM finish();
ROLLBACK;
