-- delete_belief removes every copy of the content and sanitizes the corrections of every
-- copy, not only of the id it was given (its locking: tests/test_subject_lock_order.py).
BEGIN;
\ir helpers_commit.sql
SELECT plan(4);

CREATE TEMP TABLE ids AS
SELECT (memory.remember('tdel', 'al', 's1', '{"belief_type": "fact", "subject": "health:condition", "statement": "Has type 2 diabetes"}') ->> 'belief_id')::uuid AS a,
       (memory.remember('tdel', 'al', 's1', '{"belief_type": "fact", "subject": "health", "statement": "Has type 2 diabetes"}') ->> 'belief_id')::uuid AS c;
SELECT memory.correct_belief('tdel', 'al', (SELECT a FROM ids), 'untrue');
CREATE TEMP TABLE deleted AS SELECT memory.delete_belief('tdel', 'al', (SELECT c FROM ids)) AS r;

SELECT is_empty($$SELECT 1 FROM memory.beliefs WHERE tenant_id = 'tdel'$$, 'every copy is gone');
SELECT results_eq($$SELECT kind, statement, normalized_statement FROM memory.rejections WHERE tenant_id = 'tdel'$$,
                  $$VALUES ('untrue', NULL::text, NULL::text)$$, 'the correction of the other copy keeps only its hash');
SELECT is((SELECT (r ->> 'corrections_sanitized')::int FROM deleted), 1, 'and is counted');
SELECT is((SELECT statement_sha256 FROM memory.rejections WHERE tenant_id = 'tdel'), memory.statement_sha256('Has type 2 diabetes'),
          'the hash still refuses the content');

SELECT * FROM finish();
ROLLBACK;
