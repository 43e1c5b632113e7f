-- A derivation key names one event: a retry with the same content returns the existing seq,
-- other content under a used key is refused (MF013) rather than dropped without a word; and
-- memform's own memform: sessions take no client events or remember (MF014).
BEGIN;
\ir helpers_commit.sql
SELECT plan(12);

SELECT is(memory.append_event('tar', 'p', 's', 'user.message.created', '{"text": "I live in Porto."}',
                              p_derivation_key => 'msg-1'), 1::bigint, 'a keyed event is appended');
SELECT is(memory.append_event('tar', 'p', 's', 'user.message.created', '{"text": "I live in Porto."}',
                              p_derivation_key => 'msg-1', p_occurred_at => '2026-01-01T10:00:00Z'),
          1::bigint, 'a retry with the same content (whenever it happened) returns the existing seq');
SELECT throws_ok($$SELECT memory.append_event('tar', 'p', 's', 'user.message.created', '{"text": "I live in Lisbon."}',
                                              p_derivation_key => 'msg-1')$$,
                 'MF013', NULL, 'other text under a used key is refused');
SELECT throws_ok($$SELECT memory.append_event('tar', 'p', 's', 'user.message.created', '{"text": "I live in Porto."}',
                                              p_derivation_key => 'msg-1', p_trust => 'external_untrusted',
                                              p_authoring_principal => 'mallory')$$,
                 'MF013', NULL, 'the same text under a used key with another author or trust is refused');
SELECT is((SELECT last_seq FROM memory.sessions WHERE tenant_id = 'tar' AND session_id = 's'), 1::bigint,
          'the refusals wrote nothing');
SELECT is(memory.append_event('tar', 'p', 's', 'assistant.message.created', '{"text": "Noted."}',
                              p_derivation_key => 'msg-1'), 2::bigint,
          'the same key for another event type is another event');

-- memform's own retries are not client content checks
SELECT is(memory.complete_run('tar', 'p', 's', 'run-1', 'completed', '2026-01-01T10:00:00Z'),
          memory.complete_run('tar', 'p', 's', 'run-1', 'completed', '2026-01-01T10:05:00Z'),
          'a repeated run completion returns the first seq');
SELECT is(memory.close_session('tar', 'p', 's', '2026-01-01T11:00:00Z'),
          memory.close_session('tar', 'p', 's', '2026-01-01T12:00:00Z'), 'closing twice returns the first seq');

-- the corrections log is memform's
SELECT throws_ok($$SELECT memory.append_event('tar', 'p', 'memform:corrections', 'user.message.created',
                                              '{"text": "I live in Lisbon."}')$$,
                 'MF014', NULL, 'a client event in memform:corrections is refused');
SELECT throws_ok($$SELECT memory.append_event('tar', 'p', 'memform:anything', 'user.message.created', '{"text": "x"}')$$,
                 'MF014', NULL, 'so is any session id in the memform: namespace');
SELECT throws_ok($$SELECT memory.remember('tar', 'p', 'memform:corrections',
                                          '{"belief_type": "fact", "subject": "location", "statement": "Lives in Lisbon"}')$$,
                 'MF014', NULL, 'and remember there');
SELECT is((SELECT count(*) FROM memory.events WHERE tenant_id = 'tar' AND session_id LIKE 'memform:%'), 0::bigint,
          'nothing was written to a memform: session');

SELECT * FROM finish();
ROLLBACK;
