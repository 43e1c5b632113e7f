-- remember with a request id: a client retry returns the first answer and changes nothing;
-- another candidate under a used id is refused (MF013), not answered with the first one's outcome.
BEGIN;
SELECT plan(9);

CREATE TEMP TABLE first AS SELECT memory.remember('trq', 'al', 's',
    '{"belief_type": "preference", "subject": "preference:tea", "statement": "Prefers green tea"}', 'req-1') AS r;
CREATE TEMP TABLE again AS SELECT memory.remember('trq', 'al', 's',
    '{"belief_type": "preference", "subject": "preference:tea", "statement": "Prefers green tea"}', 'req-1') AS r;
SELECT is((SELECT r ->> 'outcome' FROM first), 'committed', 'the first request forms the belief');
SELECT is((SELECT (r ->> 'repeated_request')::boolean FROM again), true, 'the retry says it is a repeat');
SELECT is((SELECT r ->> 'belief_id' FROM again), (SELECT r ->> 'belief_id' FROM first), 'with the first answer');
SELECT results_eq($$SELECT corroboration_count FROM memory.beliefs WHERE tenant_id = 'trq'$$, $$VALUES (1)$$,
                  'the retry did not reinforce');
SELECT is((SELECT count(*) FROM memory.events WHERE tenant_id = 'trq' AND event_type = 'memory.remembered'), 1::bigint,
          'one request logged');
SELECT is((SELECT memory.remember('trq', 'al', 's',
              '{"belief_type": "preference", "subject": "preference:tea", "statement": "Prefers green tea"}', 'req-2') ->> 'outcome'),
          'reinforced', 'another request id is a new statement of it');
SELECT throws_ok($$SELECT memory.remember('trq', 'al', 's',
    '{"belief_type": "preference", "subject": "preference:tea", "statement": "Prefers black tea"}', 'req-1')$$,
                 'MF013', NULL, 'another candidate under a used request id is refused');
SELECT is((SELECT count(*) FROM memory.beliefs WHERE tenant_id = 'trq' AND statement = 'Prefers black tea'), 0::bigint,
          'and nothing was formed');
SELECT throws_ok($$SELECT memory.remember('trq', 'al', 's', '{"belief_type": "fact", "subject": "x", "statement": "Has a dog"}', '  ')$$,
                 'MF011', NULL, 'a blank request id is refused (MF011)');

SELECT * FROM finish();
ROLLBACK;
