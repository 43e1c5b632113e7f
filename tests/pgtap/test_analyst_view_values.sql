-- The analyst views' numbers: the review queue, the correction rate and the formation lag
-- count what happened, not only that a row exists.
BEGIN;
\ir helpers_commit.sql
SELECT plan(6);

-- three beliefs; one flagged (sensitive), one low-signal, two in one contradiction group
SELECT pg_temp.say('tavv', 'p', 's', 'I have asthma. I like jazz. I like blues. I own a kayak.', '2026-06-01T10:00:00Z');
SELECT memory.complete_run('tavv', 'p', 's', 'r', 'completed', '2026-06-01T10:00:01Z');
CREATE TEMP TABLE c AS SELECT pg_temp.commit('tavv', 'p', 's', jsonb_build_array(
    pg_temp.cand('fact', 'health:asthma', 'Has asthma', '{1}', '{"sensitivity": "sensitive"}'),
    pg_temp.cand('preference', 'preference:music', 'Likes jazz', '{1}'),
    pg_temp.cand('fact', 'possession:kayak', 'Owns a kayak', '{1}'))) AS r;
UPDATE memory.beliefs SET low_signal = true WHERE tenant_id = 'tavv' AND subject = 'possession:kayak';
INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
    statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
    last_reinforced_at, valid_from, formation_run_id, policy_version, contradiction_group)
SELECT 'tavv', 'p', 'preference', 'preference:music', 'Dislikes jazz', 'dislikes jazz', memory.statement_sha256('Dislikes jazz'),
       'assert', 'inferred', 0.5, 'provisional', 'user', '{user}', 'portable', 'normal', now(), now(),
       (SELECT (r ->> 'run_id')::uuid FROM c), 'formation@7', '00000000-0000-0000-0000-0000000000aa';
UPDATE memory.beliefs SET contradiction_group = '00000000-0000-0000-0000-0000000000aa'
 WHERE tenant_id = 'tavv' AND subject = 'preference:music';

SELECT results_eq($$SELECT flagged_for_review, low_signal, contradiction_groups FROM memory.analyst_review_queue WHERE tenant_id = 'tavv'$$,
                  $$VALUES (1::bigint, 1::bigint, 1::bigint)$$,
                  'review queue: one flagged (sensitive), one low-signal, one contradiction group of two beliefs');

-- one correction and one deletion over four beliefs, then three
SELECT memory.correct_belief('tavv', 'p', (SELECT (r -> 'candidates' -> 1 ->> 'belief_id')::uuid FROM c), 'untrue');
SELECT results_eq($$SELECT beliefs, corrections, deletions, corrections_per_hundred_beliefs FROM memory.analyst_correction_rate WHERE tenant_id = 'tavv'$$,
                  $$VALUES (4::bigint, 1::bigint, 0::bigint, 25.00::numeric)$$, 'one correction over four beliefs is 25 per hundred');
SELECT memory.delete_belief('tavv', 'p', (SELECT (r -> 'candidates' -> 2 ->> 'belief_id')::uuid FROM c));
SELECT results_eq($$SELECT beliefs, corrections, deletions, corrections_per_hundred_beliefs FROM memory.analyst_correction_rate WHERE tenant_id = 'tavv'$$,
                  $$VALUES (3::bigint, 1::bigint, 1::bigint, 66.67::numeric)$$, 'a deletion counts and its belief is gone');
SELECT is((SELECT flagged_for_review FROM memory.analyst_review_queue WHERE tenant_id = 'tavv'), 1::bigint,
          'the retired (untrue) belief leaves the queue; the sensitive one stays');

-- lag: requests recorded 5 s, 10 s and 30 s before the runs that covered them finished
SELECT pg_temp.say('tavv', 'p', 'l1', 'I speak Welsh.', '2026-06-02T10:00:00Z');
SELECT memory.complete_run('tavv', 'p', 'l1', 'r1', 'completed', '2026-06-02T10:00:01Z');
SELECT pg_temp.say('tavv', 'p', 'l2', 'I speak Basque.', '2026-06-02T10:00:00Z');
SELECT memory.complete_run('tavv', 'p', 'l2', 'r2', 'completed', '2026-06-02T10:00:01Z');
CREATE TEMP TABLE l AS
SELECT pg_temp.commit('tavv', 'p', 'l1', jsonb_build_array(pg_temp.cand('user_model_attr', 'language:welsh', 'Speaks Welsh', '{1}'))) AS r1,
       pg_temp.commit('tavv', 'p', 'l2', jsonb_build_array(pg_temp.cand('user_model_attr', 'language:basque', 'Speaks Basque', '{1}'))) AS r2;
-- the log is append-only, so the runs' finish times are placed relative to the recorded requests
UPDATE memory.consolidation_runs r SET finished_at = e.recorded_at + CASE r.session_id WHEN 's' THEN interval '5 seconds'
                                                                                 WHEN 'l1' THEN interval '10 seconds'
                                                                                 ELSE interval '30 seconds' END
  FROM memory.events e
 WHERE r.tenant_id = 'tavv'
   AND e.tenant_id = r.tenant_id AND e.session_id = r.session_id AND e.event_type = 'memory.formation.requested';
SELECT results_eq($$SELECT sum(requests), max(p50_seconds), max(p95_seconds), max(max_seconds)
                     FROM memory.analyst_formation_lag WHERE tenant_id = 'tavv'
                      AND day = (SELECT date_trunc('day', finished_at) FROM memory.consolidation_runs WHERE tenant_id = 'tavv' AND session_id = 'l1')$$,
                  $$SELECT 3::numeric, 10.000::numeric, 28.000::numeric, 30.000::numeric$$,
                  'lag per day: three requests, 5, 10 and 30 s: p50 10, p95 28, max 30');
SELECT is((SELECT count(*) FROM memory.analyst_formation_lag WHERE tenant_id = 'tavv' AND requests < 1), 0::bigint,
          'no empty lag rows');

SELECT * FROM finish();
ROLLBACK;
