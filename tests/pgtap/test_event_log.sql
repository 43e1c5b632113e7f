-- The append-only episodic log: seq allocation, idempotency, validation, immutability.
BEGIN;
SELECT plan(44);

SELECT is(memory.append_event('tl', 'p1', 's1', 'user.message.created', '{"text": "hi"}', p_occurred_at => '2026-01-01T10:00:00Z'),
          1::bigint, 'the first event of a session gets seq 1');
SELECT is(memory.append_event('tl', 'p1', 's1', 'assistant.message.created', '{"text": "hello"}', p_occurred_at => '2026-01-01T10:00:01+00:00'),
          2::bigint, 'the next event gets seq 2');
SELECT is(memory.append_event('tl', 'p1', 's2', 'user.message.created', '{"text": "x"}'),
          1::bigint, 'another session numbers from 1');
SELECT is(memory.append_event('tl', 'p2', 's1', 'user.message.created', '{"text": "x"}'),
          1::bigint, 'the same session id under another principal is another session');
SELECT is(memory.append_event('tl2', 'p1', 's1', 'user.message.created', '{"text": "x"}'),
          1::bigint, 'the same ids under another tenant are another session');

-- idempotency
SELECT is(memory.append_event('tl', 'p1', 's1', 'user.message.created', '{"text": "k"}', p_derivation_key => 'k1'),
          3::bigint, 'an event with a derivation key is appended');
SELECT is(memory.append_event('tl', 'p1', 's1', 'user.message.created', '{"text": "k"}', p_derivation_key => 'k1'),
          3::bigint, 'a repeated derivation key returns the existing seq');
SELECT is((SELECT count(*) FROM memory.events WHERE tenant_id = 'tl' AND derivation_key = 'k1'), 1::bigint,
          'a repeated derivation key appends nothing');
SELECT is(memory.append_event('tl', 'p1', 's2', 'user.message.created', '{"text": "k"}', p_derivation_key => 'k1'),
          2::bigint, 'derivation keys are unique within a session only');

-- refusals, each with its stable code
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.exploded', '{}')$$,
                 'MF001', NULL, 'an unknown event type is refused (MF001)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'memory.formation.requested', '{}')$$,
                 'MF008', NULL, 'an internal event type is refused from clients (MF008)');
SELECT throws_ok($$SELECT memory.append_event('', 'p1', 's1', 'user.message.created', '{}')$$,
                 'MF002', NULL, 'an empty tenant is refused (MF002)');
SELECT throws_ok($$SELECT memory.append_event('tl', NULL, 's1', 'user.message.created', '{}')$$,
                 'MF002', NULL, 'a missing principal is refused (MF002)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', '  ', 'user.message.created', '{}')$$,
                 'MF002', NULL, 'a blank session is refused (MF002)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.created', '{}', p_occurred_at => '2026-01-01 10:00:00')$$,
                 'MF003', NULL, 'a timestamp without a time zone is refused (MF003)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.created', '{}', p_occurred_at => '2026-01-01T10:00:00'::timestamp::text)$$,
                 'MF003', NULL, 'a timestamp value without a zone is refused (MF003)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.created', '{}', p_occurred_at => 'yesterday')$$,
                 'MF003', NULL, 'a non-ISO timestamp is refused (MF003)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.created', '{}', p_occurred_at => '2026-02-30T10:00:00Z')$$,
                 'MF003', NULL, 'an impossible date is refused (MF003)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.created', '[1, 2]')$$,
                 'MF004', NULL, 'an array payload is refused (MF004)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.created', '"text"')$$,
                 'MF004', NULL, 'a scalar payload is refused (MF004)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.created', NULL)$$,
                 'MF004', NULL, 'a missing payload is refused (MF004)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.created', '{}', p_author_role => 'tool')$$,
                 'MF006', NULL, 'a role the event type does not allow is refused (MF006)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'tool.result.created', '{}', p_trust => 'owner')$$,
                 'MF007', NULL, 'a tool result cannot claim owner trust (MF007)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.created', '{}', p_authoring_principal => 'mallory', p_trust => 'owner')$$,
                 'MF007', NULL, 'another principal''s message cannot claim owner trust (MF007)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.created', '{}', p_trust => 'trusted')$$,
                 'MF007', NULL, 'an unknown trust level is refused (MF007)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'run.completed', '{"status": "completed"}')$$,
                 'MF009', NULL, 'a run completion without run_id is refused (MF009)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'run.completed', '{"run_id": "r", "status": "exploded"}')$$,
                 'MF009', NULL, 'an unknown run status is refused (MF009)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's1', 'user.message.created', '{}', p_derivation_key => '')$$,
                 'MF011', NULL, 'an empty derivation key is refused (MF011)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'fresh', 'never', 'user.message.created', '[]')$$,
                 'MF004', NULL, 'a refused first event of a new session');
SELECT is((SELECT count(*) FROM memory.sessions WHERE principal_id = 'fresh'), 0::bigint,
          'a refused first event creates no session row');
SELECT is((SELECT last_seq FROM memory.sessions WHERE tenant_id = 'tl' AND principal_id = 'p1' AND session_id = 's1'),
          3::bigint, 'refusals allocate no seq');
SELECT results_eq($$SELECT seq FROM memory.events WHERE tenant_id = 'tl' AND principal_id = 'p1' AND session_id = 's1' ORDER BY seq$$,
                  $$VALUES (1::bigint), (2::bigint), (3::bigint)$$, 'seq is gap-free after refusals');

-- trust defaults
SELECT is((SELECT trust FROM memory.events WHERE tenant_id = 'tl' AND principal_id = 'p1' AND session_id = 's1' AND seq = 1),
          'owner', 'the principal''s own message is owner trust');
SELECT memory.append_event('tl', 'p1', 's3', 'tool.result.created', '{"text": "web page"}');
SELECT memory.append_event('tl', 'p1', 's3', 'user.message.created', '{"text": "forwarded"}', p_authoring_principal => 'someone-else');
SELECT results_eq($$SELECT trust FROM memory.events WHERE tenant_id = 'tl' AND session_id = 's3' ORDER BY seq$$,
                  $$VALUES ('external_untrusted'), ('external_untrusted')$$,
                  'tool output and other people''s messages default to external_untrusted');

-- scope is fixed by the first event
SELECT memory.append_event('tl', 'p1', 'proj', 'user.message.created', '{}', p_scope => 'project:billing');
SELECT is((SELECT scope FROM memory.sessions WHERE tenant_id = 'tl' AND session_id = 'proj'), 'project:billing',
          'the first event sets the session scope');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 'proj', 'user.message.created', '{}', p_scope => 'project:other')$$,
                 'MF012', NULL, 'a scope change is refused (MF012)');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 'proj2', 'user.message.created', '{}', p_scope => 'Project Billing')$$,
                 'MF012', NULL, 'a malformed scope is refused (MF012)');

-- closing
SELECT is(memory.close_session('tl', 'p1', 's2'), 3::bigint, 'close_session returns the close event seq');
SELECT is(memory.close_session('tl', 'p1', 's2'), 3::bigint, 'closing again is idempotent');
SELECT throws_ok($$SELECT memory.append_event('tl', 'p1', 's2', 'user.message.created', '{}')$$,
                 'MF010', NULL, 'activity on a closed session is refused (MF010)');

-- append-only
SELECT throws_ok($$UPDATE memory.events SET payload = '{}' WHERE tenant_id = 'tl'$$,
                 'MF005', NULL, 'UPDATE of the log is refused (MF005)');
SELECT throws_ok($$DELETE FROM memory.events WHERE tenant_id = 'tl'$$,
                 'MF005', NULL, 'DELETE from the log is refused (MF005)');
SELECT throws_ok($$TRUNCATE memory.events CASCADE$$,
                 'MF005', NULL, 'TRUNCATE of the log is refused (MF005)');
SELECT is((SELECT count(*) FROM memory.events WHERE tenant_id = 'tl' AND principal_id = 'p1' AND session_id = 's1'), 3::bigint,
          'the log is unchanged after the refused changes');

SELECT * FROM finish();
ROLLBACK;
