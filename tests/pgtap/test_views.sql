BEGIN;
SELECT plan(4);

SELECT memory.append_event('tv', 'p', 'quiet', 'user.message.created', '{"text": "hi"}', p_occurred_at => '2001-01-01T10:00:00Z');
SELECT memory.append_event('tv', 'p', 'ran', 'user.message.created', '{"text": "hi"}', p_occurred_at => '2001-01-01T10:00:00Z');
SELECT memory.complete_run('tv', 'p', 'ran', 'r', 'completed', '2001-01-01T10:00:01Z');

SELECT results_eq(
    $$SELECT session_id, formation_state, unconsolidated_events FROM memory.session_overview WHERE tenant_id = 'tv' ORDER BY 1$$,
    $$VALUES ('quiet', 'no_request', 1::bigint), ('ran', 'pending', 3::bigint)$$,
    'the overview shows each session''s formation state');
SELECT is((SELECT due_at FROM memory.session_overview WHERE tenant_id = 'tv' AND session_id = 'ran'),
          '2001-01-01T10:00:31Z'::timestamptz, 'and when it is due');
UPDATE memory.sessions SET watermark_seq = last_seq WHERE tenant_id = 'tv' AND session_id = 'ran';
SELECT memory._refresh_due_at('tv', 'p', 'ran');
SELECT is((SELECT formation_state FROM memory.session_overview WHERE tenant_id = 'tv' AND session_id = 'ran'),
          'consolidated', 'a session past its request reads consolidated');
SELECT hasnt_column('memory', 'session_overview', 'payload', 'the overview carries no event content');

SELECT * FROM finish();
ROLLBACK;
