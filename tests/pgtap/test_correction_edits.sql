-- Edits (changed corrections) against their own result and against later explicit statements:
-- a small fix does not refuse the fixed statement, an edit can be undone, an explicit
-- statement at user authority clears the user's earlier rejection of it (a deletion still
-- refuses), and the replacement keeps the belief's scope, origin scopes and portability.
BEGIN;
\ir helpers_commit.sql
SELECT plan(19);

-- A fix of case and punctuation.
SELECT pg_temp.say('tedit', 'al', 's1', 'I work as a software engineer at acme.', '2026-07-01T10:00:00Z');
SELECT pg_temp.commit('tedit', 'al', 's1', jsonb_build_array(pg_temp.cand('user_model_attr', 'occupation', 'Works as a software engineer at acme', '{1}')));
CREATE TEMP TABLE fix AS
SELECT memory.edit_belief('tedit', 'al', (SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tedit'), 'Works as a software engineer at Acme.') AS r;
SELECT is((SELECT outstanding FROM memory.rejections WHERE rejection_id = (SELECT (r ->> 'rejection_id')::uuid FROM fix)), false,
          'a small fix records a rejection that refuses nothing');
SELECT pg_temp.say('tedit', 'al', 's2', 'I work as a software engineer at Acme.', '2026-07-05T10:00:00Z');
SELECT is(pg_temp.details(pg_temp.commit('tedit', 'al', 's2', jsonb_build_array(pg_temp.cand('user_model_attr', 'occupation', 'Works as a software engineer at Acme', '{1}')))),
          '{duplicate}', 'new evidence of the fixed statement reinforces it');
SELECT is(memory.remember('tedit', 'al', 's2', '{"belief_type": "user_model_attr", "subject": "occupation", "statement": "Works as a software engineer at Acme"}') ->> 'outcome',
          'reinforced', 'and so does the user restating it');
SELECT results_eq($$SELECT statement, corroboration_count FROM memory.beliefs WHERE tenant_id = 'tedit' AND status IN ('provisional', 'active')$$,
                  $$VALUES ('Works as a software engineer at Acme.', 3)$$, 'one live belief, corroborated three times');

-- A real change still refuses the old statement.
CREATE TEMP TABLE moved AS
SELECT memory.remember('tedit', 'al', 'u1', '{"belief_type": "user_model_attr", "subject": "location:home", "statement": "Lives in Lisbon"}') AS r;
CREATE TEMP TABLE porto AS
SELECT memory.edit_belief('tedit', 'al', (SELECT (r ->> 'belief_id')::uuid FROM moved), 'Lives in Porto') AS r;
SELECT is((SELECT outstanding FROM memory.rejections WHERE rejection_id = (SELECT (r ->> 'rejection_id')::uuid FROM porto)), true,
          'a real change keeps refusing the old statement');
SELECT pg_temp.say('tedit', 'al', 's3', 'I live in Lisbon.', '2026-07-06T10:00:00Z');
SELECT is(pg_temp.details(pg_temp.commit('tedit', 'al', 's3', jsonb_build_array(pg_temp.cand('user_model_attr', 'location:home', 'Lives in Lisbon', '{1}')))),
          '{rejected_by_user}', 'formation does not bring the old statement back');

-- Undoing the edit.
CREATE TEMP TABLE back AS
SELECT memory.edit_belief('tedit', 'al', (SELECT (r ->> 'replacement_id')::uuid FROM porto), 'Lives in Lisbon') AS r;
SELECT is((SELECT statement FROM memory.beliefs WHERE belief_id = (SELECT (r ->> 'replacement_id')::uuid FROM back)), 'Lives in Lisbon',
          'an edit can be undone (A -> B -> A)');
SELECT results_eq($$SELECT statement FROM memory.list_beliefs('tedit', 'al') WHERE subject = 'location:home'$$,
                  $$VALUES ('Lives in Lisbon')$$, 'the undone statement is the live one');
SELECT is((SELECT outstanding FROM memory.rejections WHERE rejection_id = (SELECT (r ->> 'rejection_id')::uuid FROM porto)), false,
          'the rejection of the restored statement is cleared');
SELECT is((SELECT outstanding FROM memory.rejections WHERE rejection_id = (SELECT (r ->> 'rejection_id')::uuid FROM back)), true,
          'and the undone edit''s statement is refused instead');

-- An explicit remember wins over an untrue rejection and clears it.
CREATE TEMP TABLE tea AS
SELECT memory.remember('tedit', 'al', 'u1', '{"belief_type": "preference", "subject": "drink", "statement": "Prefers green tea"}') AS r;
SELECT memory.correct_belief('tedit', 'al', (SELECT (r ->> 'belief_id')::uuid FROM tea), 'untrue');
CREATE TEMP TABLE tea_again AS
SELECT memory.remember('tedit', 'al', 'u1', '{"belief_type": "preference", "subject": "drink", "statement": "Prefers green tea"}') AS r;
SELECT results_eq($$SELECT r ->> 'outcome', (r ->> 'rejections_cleared')::int FROM tea_again$$,
                  $$VALUES ('committed', 1)$$, 'remember at user authority wins over the untrue rejection');
SELECT is_empty($$SELECT 1 FROM memory.rejections WHERE tenant_id = 'tedit' AND subject = 'drink' AND outstanding$$,
                'which is no longer outstanding');
SELECT pg_temp.say('tedit', 'al', 's4', 'I prefer green tea.', '2026-07-07T10:00:00Z');
SELECT is(pg_temp.details(pg_temp.commit('tedit', 'al', 's4', jsonb_build_array(pg_temp.cand('preference', 'drink', 'Prefers green tea', '{1}')))),
          '{duplicate}', 'so formation reinforces it again');

-- A deletion keeps refusing, and a refused remember leaves the rejection outstanding.
CREATE TEMP TABLE cat AS
SELECT memory.remember('tedit', 'al', 'u1', '{"belief_type": "relationship", "subject": "pet", "statement": "Has a cat named Miso"}') AS r;
SELECT memory.correct_belief('tedit', 'al', (SELECT (r ->> 'belief_id')::uuid FROM cat), 'untrue');
SELECT memory.delete_belief('tedit', 'al', (SELECT (r ->> 'belief_id')::uuid FROM cat));
SELECT is(memory.remember('tedit', 'al', 'u1', '{"belief_type": "relationship", "subject": "pet", "statement": "Has a cat named Miso"}') ->> 'detail',
          'deleted_by_user', 'a tombstone still refuses an explicit statement');
SELECT is((SELECT outstanding FROM memory.rejections WHERE tenant_id = 'tedit' AND subject = 'pet'), true,
          'and the refused statement clears no rejection');

-- Scope, origin scopes and portability survive an edit.
SELECT pg_temp.say('tedit', 'al', 'p1', 'For billing we use Stripe.', '2026-07-01T10:00:00Z', 'project:billing');
SELECT pg_temp.commit('tedit', 'al', 'p1', jsonb_build_array(pg_temp.cand('fact', 'billing:psp', 'Billing uses Stripe', '{1}', '{"proposed_scope": "project:billing"}')));
SELECT memory.correct_belief('tedit', 'al', (SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tedit' AND subject = 'billing:psp'), 'not_here', NULL, 'project:web');
CREATE TEMP TABLE adyen AS
SELECT memory.edit_belief('tedit', 'al', (SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tedit' AND subject = 'billing:psp'), 'Billing uses Adyen') AS r;
SELECT results_eq($$SELECT statement, scope, origin_scopes, portability, authority, status FROM memory.beliefs
                     WHERE belief_id = (SELECT (r ->> 'replacement_id')::uuid FROM adyen)$$,
                  $$VALUES ('Billing uses Adyen', 'project:billing', '{project:billing}'::text[], 'local', 'user', 'active')$$,
                  'the replacement keeps the project scope, origin scopes and local portability');
SELECT results_eq($$SELECT statement FROM memory.list_beliefs('tedit', 'al', p_scope => 'project:billing') WHERE subject = 'billing:psp'$$,
                  $$VALUES ('Billing uses Adyen')$$, 'and stays in the project''s listing');
SELECT results_eq($$SELECT session_id FROM memory.belief_sources WHERE belief_id = (SELECT (r ->> 'replacement_id')::uuid FROM adyen)$$,
                  $$VALUES (memory.corrections_session())$$, 'its source is the logged correction');

-- A promoted belief keeps its user scope and the projects it came from.
SELECT pg_temp.say('tedit', 'al', 'pa', 'I prefer dark mode.', '2026-07-01T10:00:00Z', 'project:a');
SELECT pg_temp.say('tedit', 'al', 'pb', 'I prefer dark mode.', '2026-07-02T10:00:00Z', 'project:b');
SELECT pg_temp.commit('tedit', 'al', 'pa', jsonb_build_array(pg_temp.cand('preference', 'ui:theme', 'Prefers dark mode', '{1}', '{"proposed_scope": "project:a"}')));
SELECT pg_temp.commit('tedit', 'al', 'pb', jsonb_build_array(pg_temp.cand('preference', 'ui:theme', 'Prefers dark mode', '{1}', '{"proposed_scope": "project:b"}')));
CREATE TEMP TABLE theme AS
SELECT memory.edit_belief('tedit', 'al', (SELECT belief_id FROM memory.beliefs WHERE tenant_id = 'tedit' AND subject = 'ui:theme'), 'Prefers a light theme') AS r;
SELECT results_eq($$SELECT scope, origin_scopes, portability FROM memory.beliefs WHERE belief_id = (SELECT (r ->> 'replacement_id')::uuid FROM theme)$$,
                  $$VALUES ('user', '{project:a,project:b}'::text[], 'portable')$$, 'a promoted belief''s edit stays promoted');

SELECT * FROM finish();
ROLLBACK;
