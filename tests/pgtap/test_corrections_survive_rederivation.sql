-- Explicit corrections survive re-derivation under a newer policy, even when the new policy
-- words the same source differently (seed 001: "Explicit corrections survive replay and
-- policy upgrades").
BEGIN;
\ir helpers_commit.sql
SELECT plan(10);

CREATE FUNCTION pg_temp.rederive(p_session text, p_candidates jsonb) RETURNS jsonb LANGUAGE sql AS $$
    SELECT memory.commit_formation(
        memory.formation_job('trd', 'al', p_session, 'replay') || '{"replay_from": 0}', p_candidates,
        '{"extractor": "test", "extractor_version": "2", "policy_version": "formation@9"}'::jsonb)
$$;

-- untrue: the belief is retired, the user's word stands
SELECT pg_temp.say('trd', 'al', 'u', 'I prefer green tea.', '2026-04-01T10:00:00Z');
CREATE TEMP TABLE u1 AS SELECT pg_temp.commit('trd', 'al', 'u', jsonb_build_array(
    pg_temp.cand('preference', 'preference:tea', 'Prefers green tea', '{1}'))) AS r;
SELECT memory.correct_belief('trd', 'al', (SELECT (r -> 'candidates' -> 0 ->> 'belief_id')::uuid FROM u1), 'untrue');
SELECT is(pg_temp.details(pg_temp.rederive('u', jsonb_build_array(
              pg_temp.cand('preference', 'preference:tea', 'User prefers green tea.', '{1}')))),
          '{replay}', 'a reworded re-derivation of a belief marked untrue forms nothing');
SELECT is_empty($$SELECT pg_temp.live('trd', 'al', 'preference:tea')$$, 'nothing about it is live');
SELECT pg_temp.say('trd', 'al', 'n', 'I work as a nurse at Mercy in Boston.', '2026-04-01T10:00:00Z');
CREATE TEMP TABLE n1 AS SELECT pg_temp.commit('trd', 'al', 'n', jsonb_build_array(
    pg_temp.cand('user_model_attr', 'location:home', 'User works as a nurse at Mercy in Boston.', '{1}'),
    pg_temp.cand('user_model_attr', 'occupation', 'User works as a nurse at Mercy in Boston.', '{1}'))) AS r;
SELECT memory.correct_belief('trd', 'al', (SELECT (r -> 'candidates' -> 0 ->> 'belief_id')::uuid FROM n1), 'untrue');
SELECT is(pg_temp.details(pg_temp.rederive('n', jsonb_build_array(
              pg_temp.cand('user_model_attr', 'location:home', 'User works as a nurse at Mercy in Boston.', '{1}'),
              pg_temp.cand('user_model_attr', 'occupation:employer', 'User works as a nurse at Mercy in Boston.',
                           '{1}')))),
          '{rejected_by_user,new}',
          'a rejection is of its subject: the same sentence''s other readings (a job, an employer) still form');
SELECT is((SELECT count(*) FROM memory.rejections WHERE tenant_id = 'trd' AND subject = 'location:home'
              AND outstanding), 1::bigint, 'and the user''s untrue of the home stands');

-- deleted: the belief is gone, only hashes and source positions remain
SELECT pg_temp.say('trd', 'al', 'd', 'My sister Ana lives in Porto.', '2026-04-01T10:00:00Z');
CREATE TEMP TABLE d1 AS SELECT pg_temp.commit('trd', 'al', 'd', jsonb_build_array(
    pg_temp.cand('relationship', 'family:sister', 'Has a sister named Ana', '{1}'))) AS r;
SELECT memory.delete_belief('trd', 'al', (SELECT (r -> 'candidates' -> 0 ->> 'belief_id')::uuid FROM d1));
SELECT is(pg_temp.details(pg_temp.rederive('d', jsonb_build_array(
              pg_temp.cand('relationship', 'family:sister', 'User''s sister is Ana, who lives in Porto', '{1}')))),
          '{deleted_by_user}', 'a reworded re-derivation of a deleted belief forms nothing');
SELECT is_empty($$SELECT 1 FROM memory.beliefs WHERE tenant_id = 'trd' AND subject = 'family:sister'$$,
                'the deleted belief does not come back');
SELECT is_empty($$SELECT 1 FROM memory.tombstone_sources WHERE tenant_id = 'trd'
                   AND (subject_sha256 !~ '^[0-9a-f]{64}$' OR statement_sha256 !~ '^[0-9a-f]{64}$')$$,
                'the deletion record holds hashes and positions, not content');
SELECT is(pg_temp.details(pg_temp.rederive('d', jsonb_build_array(
              pg_temp.cand('user_model_attr', 'location:sister_home', 'Sister lives in Porto', '{1}')))),
          '{new}', 'another subject from the same source still forms');

-- a new message saying it again is new evidence, and forms (the user may change their mind)
SELECT pg_temp.say('trd', 'al', 'd2', 'My sister is called Ana.', '2026-04-02T10:00:00Z');
SELECT is(pg_temp.details(pg_temp.commit('trd', 'al', 'd2', jsonb_build_array(
              pg_temp.cand('relationship', 'family:sister', 'Sister is called Ana', '{1}')))),
          '{new}', 'a reworded statement from a new source is not blocked by the old deletion');
SELECT pg_temp.say('trd', 'al', 'd3', 'I have a sister named Ana.', '2026-04-03T10:00:00Z');
SELECT is(pg_temp.details(pg_temp.commit('trd', 'al', 'd3', jsonb_build_array(
              pg_temp.cand('relationship', 'family:sister', 'Has a sister named Ana', '{1}')))),
          '{deleted_by_user}', 'the deleted content itself stays refused from any source');

SELECT * FROM finish();
ROLLBACK;
