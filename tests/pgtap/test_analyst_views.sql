-- Analyst views carry no content and add up.
BEGIN;
\ir helpers_commit.sql
SELECT plan(5);

SELECT pg_temp.say('tav', 'p', 's', 'I like jazz. My password is hunter2.', '2026-06-01T10:00:00Z');
SELECT memory.complete_run('tav', 'p', 's', 'r', 'completed', '2026-06-01T10:00:01Z');
SELECT pg_temp.commit('tav', 'p', 's', jsonb_build_array(
    pg_temp.cand('preference', 'preference:jazz', 'Likes jazz', '{1}'),
    pg_temp.cand('preference', 'preference:jazz', 'Likes jazz', '{2}')));

SELECT is((SELECT count(*) FROM information_schema.views WHERE table_schema = 'memory' AND table_name LIKE 'analyst_%'), 6::bigint,
          'six analyst views');
SELECT is_empty($$SELECT table_name, column_name FROM information_schema.columns
                   WHERE table_schema = 'memory' AND table_name LIKE 'analyst_%'
                     AND column_name IN ('statement', 'subject', 'normalized_statement', 'payload', 'text', 'evidence',
                                         'principal_id', 'session_id')$$,
                'no analyst view exposes content or who it is about');
SELECT results_eq($$SELECT proposed, committed + reinforced + rejected, rejected FROM memory.analyst_formation_funnel WHERE tenant_id = 'tav'$$,
                  $$VALUES (2::bigint, 2::bigint, 2::bigint)$$, 'the funnel reconciles');
SELECT results_eq($$SELECT reason, rejected FROM memory.analyst_rejections_by_reason WHERE tenant_id = 'tav' ORDER BY reason COLLATE "C"$$,
                  $$VALUES ('credential_in_source', 1::bigint), ('not_user_message', 1::bigint)$$,
                  'rejections by reason code (the message carried a password; seq 2 is the run event)');
SELECT is((SELECT requests FROM memory.analyst_formation_lag WHERE tenant_id = 'tav'), 1::bigint, 'the request was covered by one run');

SELECT * FROM finish();
ROLLBACK;
