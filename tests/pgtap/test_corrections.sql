-- The four corrections, edit and delete: what they change, that they stick across replay,
-- and that a principal can only correct its own beliefs.
BEGIN;
\ir helpers_commit.sql
SELECT plan(30);

SELECT pg_temp.say('tk', 'al', 's1', 'I prefer green tea. I work as a nurse. I have an Apple Watch. I like jazz. I have a sister named Ana.',
                   '2026-04-01T10:00:00Z', 'project:alpha');
SELECT pg_temp.commit('tk', 'al', 's1', jsonb_build_array(
    pg_temp.cand('preference', 'preference:tea', 'Prefers green tea', '{1}', '{"proposed_scope": "project:alpha"}'),
    pg_temp.cand('user_model_attr', 'occupation', 'Works as a nurse', '{1}', '{"proposed_scope": "project:alpha"}'),
    pg_temp.cand('fact', 'device:apple_watch', 'Has an Apple Watch', '{1}', '{"proposed_scope": "project:alpha"}'),
    pg_temp.cand('preference', 'preference:jazz', 'Likes jazz', '{1}', '{"proposed_scope": "project:alpha"}'),
    pg_temp.cand('relationship', 'family:sister', 'Has a sister named Ana', '{1}', '{"proposed_scope": "project:alpha"}')));
CREATE FUNCTION pg_temp.id(p_subject text) RETURNS uuid LANGUAGE sql AS $$
    SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tk' AND principal_id = 'al' AND subject = p_subject ORDER BY created_at LIMIT 1
$$;
CREATE FUNCTION pg_temp.replay_s1(p_candidates jsonb) RETURNS text[] LANGUAGE sql AS $$
    SELECT pg_temp.details(memory.commit_formation(memory.formation_job('tk', 'al', 's1', 'replay') || '{"replay_from": 0}',
                                                   p_candidates, pg_temp.extraction()))
$$;

-- untrue
SELECT is(memory.correct_belief('tk', 'al', pg_temp.id('preference:tea'), 'untrue') ->> 'status', 'retired',
          'untrue retires the belief, no replacement');
SELECT is((SELECT count(*) FROM memory.list_beliefs('tk', 'al') WHERE subject = 'preference:tea'), 0::bigint, 'it is no longer live');
SELECT is(pg_temp.replay_s1(jsonb_build_array(pg_temp.cand('preference', 'preference:tea', 'Prefers green tea.', '{1}', '{"proposed_scope": "project:alpha"}'))),
          '{rejected_by_user}', 'replaying its source does not bring it back');
SELECT is(pg_temp.replay_s1(jsonb_build_array(pg_temp.cand('fact', 'preference:tea', 'Prefers green tea', '{1}', '{"proposed_scope": "project:alpha"}'))),
          '{rejected_by_user}', 'nor does a later extractor that calls the same content another type');
SELECT pg_temp.say('tk', 'al', 's0', 'I prefer green tea.', '2026-04-01T11:00:00Z', 'project:alpha');
SELECT is(pg_temp.details(pg_temp.commit('tk', 'al', 's0', jsonb_build_array(pg_temp.cand('user_model_attr', 'preference:tea', 'Prefers green tea', '{1}', '{"proposed_scope": "project:alpha"}')))),
          '{rejected_by_user}', 'or says it again in another session');

-- changed (edit)
CREATE TEMP TABLE edited AS SELECT memory.edit_belief('tk', 'al', pg_temp.id('occupation'), 'Works as a doctor') AS r;
SELECT results_eq($$SELECT status, superseded_by = (SELECT (r ->> 'replacement_id')::uuid FROM edited) FROM memory.beliefs WHERE belief_id = pg_temp.id('occupation')$$,
                  $$VALUES ('superseded', true)$$, 'changed supersedes the belief with the correction');
SELECT results_eq($$SELECT statement, authority, status FROM memory.beliefs WHERE belief_id = (SELECT (r ->> 'replacement_id')::uuid FROM edited)$$,
                  $$VALUES ('Works as a doctor', 'user', 'active')$$, 'the correction is a user-authority belief');
SELECT is(pg_temp.replay_s1(jsonb_build_array(pg_temp.cand('user_model_attr', 'occupation', 'Works as a nurse', '{1}', '{"proposed_scope": "project:alpha"}'))),
          '{rejected_by_user}', 're-deriving the old statement is refused, whatever its new id would be');
SELECT is((SELECT statement FROM memory.list_beliefs('tk', 'al') WHERE subject = 'occupation'), 'Works as a doctor', 'the correction stays live');

-- not_here
SELECT is(memory.correct_belief('tk', 'al', pg_temp.id('device:apple_watch'), 'not_here', NULL, 'project:alpha') ->> 'status', 'provisional',
          'not_here keeps the belief');
SELECT is((SELECT portability FROM memory.beliefs WHERE belief_id = pg_temp.id('device:apple_watch')), 'local', 'but lowers its portability');
SELECT pg_temp.say('tk', 'al', 'b1', 'I have an Apple Watch.', '2026-04-02T10:00:00Z', 'project:beta');
SELECT is(pg_temp.details(pg_temp.commit('tk', 'al', 'b1', jsonb_build_array(pg_temp.cand('fact', 'device:apple_watch', 'Has an Apple Watch', '{1}', '{"proposed_scope": "project:beta"}')))),
          '{duplicate}', 'elsewhere the same belief still forms (here: corroborates)');
SELECT is(pg_temp.replay_s1(jsonb_build_array(pg_temp.cand('fact', 'device:apple_watch', 'Has an Apple Watch', '{1}', '{"proposed_scope": "project:alpha"}'))),
          '{rejected_by_user}', 'in the scope where it does not hold it is refused');

-- unspecified
SELECT memory.correct_belief('tk', 'al', pg_temp.id('preference:jazz'), 'unspecified');
SELECT results_eq($$SELECT status, flagged_for_review, confidence FROM memory.beliefs WHERE belief_id = pg_temp.id('preference:jazz')$$,
                  $$VALUES ('provisional', true, 0.440::numeric(4,3))$$, 'unspecified flags and down-weights, never retires');
SELECT is((SELECT outstanding FROM memory.rejections WHERE belief_id = pg_temp.id('preference:jazz')), false, 'and refuses nothing later');
SELECT ok((SELECT rule FROM memory.explain_confidence('tk', 'al', pg_temp.id('preference:jazz')) ORDER BY changed_at DESC LIMIT 1) = 'user correction: unspecified',
          'the down-weighting is an explained change');

-- delete
CREATE TEMP TABLE sister AS SELECT pg_temp.id('family:sister') AS id, (SELECT statement_sha256 FROM memory.beliefs WHERE belief_id = pg_temp.id('family:sister')) AS sha;
SELECT memory.correct_belief('tk', 'al', (SELECT id FROM sister), 'unspecified');
SELECT is(memory.delete_belief('tk', 'al', (SELECT id FROM sister)) ->> 'deleted', 'true', 'delete removes the belief');
SELECT is_empty($$SELECT 1 FROM memory.beliefs WHERE belief_id = (SELECT id FROM sister)$$, 'its content is gone');
SELECT results_eq($$SELECT statement_sha256, belief_id FROM memory.tombstones WHERE tenant_id = 'tk'$$,
                  $$SELECT sha, id FROM sister$$, 'the tombstone keeps only the sha256 and the id');
SELECT results_eq($$SELECT statement, normalized_statement FROM memory.rejections WHERE belief_id = (SELECT id FROM sister)$$,
                  $$VALUES (NULL::text, NULL::text)$$, 'older corrections of it are sanitized');
SELECT is(pg_temp.replay_s1(jsonb_build_array(pg_temp.cand('relationship', 'family:sister', 'Has a sister named Ana', '{1}', '{"proposed_scope": "project:alpha"}'))),
          '{deleted_by_user}', 'replay never forms it again');
SELECT pg_temp.say('tk', 'al', 'a2', 'I have a sister named Ana.', '2026-04-03T10:00:00Z', 'project:alpha');
SELECT is(pg_temp.details(pg_temp.commit('tk', 'al', 'a2', jsonb_build_array(pg_temp.cand('relationship', 'family:sister', 'Has a sister named Ana.', '{1}', '{"proposed_scope": "project:alpha"}')))),
          '{deleted_by_user}', 'nor does a new session saying it again');
SELECT ok((SELECT payload = jsonb_build_object('belief_id', (SELECT id FROM sister)) FROM memory.events
            WHERE tenant_id = 'tk' AND event_type = 'memory.deleted'), 'the deletion event keeps only the id');

-- refusals change nothing
SELECT throws_ok($$SELECT memory.correct_belief('tk', 'mallory', pg_temp.id('preference:jazz'), 'untrue')$$, 'MF050', NULL,
                 'another principal cannot correct the belief (MF050)');
SELECT throws_ok($$SELECT memory.delete_belief('tk', 'mallory', pg_temp.id('preference:jazz'))$$, 'MF050', NULL,
                 'nor delete it (MF050)');
SELECT throws_ok($$SELECT memory.correct_belief('tk', 'al', pg_temp.id('preference:jazz'), 'wrong')$$, 'MF051', NULL, 'an unknown kind (MF051)');
SELECT throws_ok($$SELECT memory.correct_belief('tk', 'al', pg_temp.id('preference:jazz'), 'not_here')$$, 'MF051', NULL, 'not_here without a scope (MF051)');
SELECT throws_ok($$SELECT memory.correct_belief('tk', 'al', pg_temp.id('preference:jazz'), 'not_here', NULL, 'bad scope!!')$$, 'MF051',
                 'invalid scope ''bad scope!!'' for a not_here correction', 'not_here with a malformed scope says the scope is invalid (MF051)');
SELECT throws_ok($$SELECT memory.edit_belief('tk', 'al', (SELECT (r ->> 'replacement_id')::uuid FROM edited), 'My password is hunter2!')$$, 'MF052', NULL,
                 'a corrected statement that fails the gates is refused (MF052)');
SELECT results_eq($$SELECT statement, status FROM memory.beliefs WHERE belief_id = (SELECT (r ->> 'replacement_id')::uuid FROM edited)$$,
                  $$VALUES ('Works as a doctor', 'active')$$, 'and nothing changed');

SELECT * FROM finish();
ROLLBACK;
