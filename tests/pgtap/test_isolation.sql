-- Isolation in the database: under memory_app a foreign principal can neither be observed nor
-- changed through any function or view; memory_app cannot write tables or run formation;
-- memory_analyst sees only the content-free views.
BEGIN;
\ir helpers_commit.sql
SELECT plan(40);

CREATE ROLE tap_app IN ROLE memory_app;
CREATE ROLE tap_analyst IN ROLE memory_analyst;
CREATE ROLE tap_worker IN ROLE memory_worker;
-- pgTAP keeps its bookkeeping in temp tables of the superuser; let the test roles write them.
GRANT ALL ON ALL TABLES IN SCHEMA pg_temp TO PUBLIC;
GRANT ALL ON ALL SEQUENCES IN SCHEMA pg_temp TO PUBLIC;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pg_temp TO PUBLIC;

SELECT pg_temp.say('tiso', 'alice', 'a1', 'I live in Lisbon.', '2026-07-01T10:00:00Z');
SELECT pg_temp.say('tiso', 'bob', 'b1', 'I live in Oslo.', '2026-07-01T10:00:00Z');
SELECT pg_temp.commit('tiso', 'alice', 'a1', jsonb_build_array(pg_temp.cand('user_model_attr', 'location:home', 'Lives in Lisbon', '{1}')));
SELECT pg_temp.commit('tiso', 'bob', 'b1', jsonb_build_array(pg_temp.cand('user_model_attr', 'location:home', 'Lives in Oslo', '{1}')));
CREATE TEMP TABLE ids AS SELECT principal_id, belief_id FROM memory.beliefs WHERE tenant_id = 'tiso';
GRANT SELECT ON ids TO PUBLIC;

SET SESSION AUTHORIZATION tap_app;
SELECT memory.bind_principal('tiso', 'alice');

-- every principal-taking function refuses bob
SELECT throws_ok($$SELECT memory.append_event('tiso', 'bob', 'b1', 'user.message.created', '{"text": "x"}')$$, 'MF060', NULL, 'append_event refuses a foreign principal');
SELECT throws_ok($$SELECT memory.complete_run('tiso', 'bob', 'b1', 'r9')$$, 'MF060', NULL, 'complete_run');
SELECT throws_ok($$SELECT memory.close_session('tiso', 'bob', 'b1')$$, 'MF060', NULL, 'close_session');
SELECT throws_ok($$SELECT memory.remember('tiso', 'bob', 'b1', '{"belief_type": "fact", "subject": "x", "statement": "X"}')$$, 'MF060', NULL, 'remember');
SELECT throws_ok($$SELECT * FROM memory.list_beliefs('tiso', 'bob')$$, 'MF060', NULL, 'list_beliefs');
SELECT throws_ok($$SELECT memory.get_belief('tiso', 'bob', (SELECT belief_id FROM ids WHERE principal_id = 'bob'))$$, 'MF060', NULL, 'get_belief');
SELECT throws_ok($$SELECT memory.diagnose_session('tiso', 'bob', 'b1')$$, 'MF060', NULL, 'diagnose_session');
SELECT throws_ok($$SELECT * FROM memory.explain_confidence('tiso', 'bob', (SELECT belief_id FROM ids WHERE principal_id = 'bob'))$$, 'MF060', NULL, 'explain_confidence');
SELECT throws_ok($$SELECT memory.correct_belief('tiso', 'bob', (SELECT belief_id FROM ids WHERE principal_id = 'bob'), 'untrue')$$, 'MF060', NULL, 'correct_belief');
SELECT throws_ok($$SELECT memory.edit_belief('tiso', 'bob', (SELECT belief_id FROM ids WHERE principal_id = 'bob'), 'Lives in Rome')$$, 'MF060', NULL, 'edit_belief');
SELECT throws_ok($$SELECT memory.delete_belief('tiso', 'bob', (SELECT belief_id FROM ids WHERE principal_id = 'bob'))$$, 'MF060', NULL, 'delete_belief');
SELECT throws_ok($$SELECT memory.record_recall('tiso', 'bob', ARRAY[(SELECT belief_id FROM ids WHERE principal_id = 'bob')])$$, 'MF060', NULL, 'record_recall');
SELECT throws_ok($$SELECT memory.unflag_low_signal('tiso', 'bob', (SELECT belief_id FROM ids WHERE principal_id = 'bob'))$$, 'MF060', NULL, 'unflag_low_signal');
SELECT throws_ok($$SELECT memory.clear_contradiction_group('tiso', 'bob', gen_random_uuid())$$, 'MF060', NULL, 'clear_contradiction_group');
-- naming bob's belief under alice's identity finds nothing either
SELECT throws_ok($$SELECT memory.delete_belief('tiso', 'alice', (SELECT belief_id FROM ids WHERE principal_id = 'bob'))$$, 'MF050', NULL, 'a foreign belief id under the bound principal is unknown');

-- the bound principal works
SELECT is((SELECT statement FROM memory.list_beliefs('tiso', 'alice')), 'Lives in Lisbon', 'alice reads her own memory');
SELECT lives_ok($$SELECT memory.append_event('tiso', 'alice', 'a1', 'user.message.created', '{"text": "hi"}')$$, 'alice appends to her own log');
SELECT is(memory.record_recall('tiso', 'alice', ARRAY(SELECT belief_id FROM ids)), 1, 'recall touches only her belief among the ids given');

-- views and tables show only the bound principal's rows
SELECT results_eq($$SELECT DISTINCT principal_id FROM memory.session_overview WHERE tenant_id = 'tiso'$$, $$VALUES ('alice')$$, 'session_overview');
SELECT results_eq($$SELECT DISTINCT principal_id FROM memory.formation_runs WHERE tenant_id = 'tiso'$$, $$VALUES ('alice')$$, 'formation_runs');
SELECT results_eq($$SELECT DISTINCT principal_id FROM memory.formation_outcomes WHERE tenant_id = 'tiso'$$, $$VALUES ('alice')$$, 'formation_outcomes');
SELECT results_eq($$SELECT DISTINCT principal_id FROM memory.beliefs WHERE tenant_id = 'tiso'$$, $$VALUES ('alice')$$, 'beliefs');
SELECT results_eq($$SELECT DISTINCT principal_id FROM memory.events WHERE tenant_id = 'tiso'$$, $$VALUES ('alice')$$, 'events');

-- no direct writes, no formation, no analyst views
SELECT throws_ok($$UPDATE memory.beliefs SET authority = 'user' WHERE tenant_id = 'tiso'$$, '42501', NULL, 'no direct UPDATE of beliefs');
SELECT throws_ok($$INSERT INTO memory.rejections (tenant_id, principal_id, kind, subject, belief_type, statement_sha256, scope) VALUES ('tiso', 'alice', 'untrue', 's', 'fact', 'x', 'user')$$,
                 '42501', NULL, 'no direct INSERT');
SELECT throws_ok($$DELETE FROM memory.tombstones$$, '42501', NULL, 'no direct DELETE');
SELECT throws_ok($$SELECT * FROM memory.claim_due_sessions('me', 10)$$, '42501', NULL, 'no formation claims');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tiso', 'alice', 'a1'), '[]', pg_temp.extraction())$$, '42501', NULL, 'no commit_formation');
SELECT throws_ok($$SELECT memory.run_maintenance()$$, '42501', NULL, 'no maintenance');
SELECT throws_ok($$SELECT * FROM memory.analyst_formation_funnel$$, '42501', NULL, 'no analyst views');

-- a SET cannot forge the binding
SET memform.principal = 'bob';
SELECT throws_ok($$SELECT * FROM memory.list_beliefs('tiso', 'bob')$$, 'MF060', NULL, 'setting a variable does not bind another principal');
SELECT results_eq($$SELECT DISTINCT principal_id FROM memory.beliefs WHERE tenant_id = 'tiso'$$, $$VALUES ('alice')$$,
                  'nor widen what row-level security shows');
SELECT throws_ok($$INSERT INTO pg_temp.memform_binding VALUES ('tiso', 'bob')$$, '42501', NULL, 'nor can the binding be written directly');
SELECT throws_ok($$SELECT * FROM memory.maintenance_cursors$$, '42501', NULL, 'the maintenance cursors name principals: not readable');
RESET memform.principal;

-- rebinding to bob shows bob only
SELECT memory.bind_principal('tiso', 'bob');
SELECT results_eq($$SELECT statement FROM memory.list_beliefs('tiso', 'bob')$$, $$VALUES ('Lives in Oslo')$$, 'bound to bob, bob''s memory');

-- the analyst sees counts, not content
RESET SESSION AUTHORIZATION;
SET SESSION AUTHORIZATION tap_analyst;
SELECT ok((SELECT sum(beliefs) >= 2 FROM memory.analyst_beliefs_by_type_status WHERE tenant_id = 'tiso'), 'the analyst reads the content-free views');
SELECT throws_ok($$SELECT statement FROM memory.beliefs$$, '42501', NULL, 'but not the beliefs table');
SELECT throws_ok($$SELECT * FROM memory.list_beliefs('tiso', 'alice')$$, '42501', NULL, 'nor any memory function');
SELECT throws_ok($$SELECT * FROM memory.session_overview$$, '42501', NULL, 'nor the operational views');

-- the worker forms for everyone
RESET SESSION AUTHORIZATION;
SET SESSION AUTHORIZATION tap_worker;
SELECT results_eq($$SELECT (SELECT statement FROM memory.list_beliefs('tiso', 'alice')), (SELECT statement FROM memory.list_beliefs('tiso', 'bob'))$$,
                  $$VALUES ('Lives in Lisbon', 'Lives in Oslo')$$, 'the worker reads any principal without binding');
RESET SESSION AUTHORIZATION;

SELECT * FROM finish();
ROLLBACK;
