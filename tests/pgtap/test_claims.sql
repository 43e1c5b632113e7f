-- Worker leases: disjoint claims, expiry, release, and a commit clears its lease.
BEGIN;
\ir helpers_commit.sql
SELECT plan(13);

SELECT pg_temp.say('tcl', 'p', 's' || i, 'I like tea.', '2001-01-01T10:00:00Z') FROM generate_series(1, 4) i;
SELECT memory.close_session('tcl', 'p', 's' || i, '2001-01-01T10:00:0' || i || 'Z') FROM generate_series(1, 4) i;

CREATE TEMP TABLE first_claim AS
SELECT session_id FROM memory.claim_due_sessions('worker-a', 2, interval '2 minutes', '2001-01-01T10:01:00Z') WHERE tenant_id = 'tcl';
SELECT results_eq($$SELECT session_id FROM first_claim ORDER BY 1$$, $$VALUES ('s1'), ('s2')$$, 'the oldest due sessions are leased first');
SELECT results_eq($$SELECT session_id FROM memory.claim_due_sessions('worker-b', 10, interval '2 minutes', '2001-01-01T10:01:00Z') WHERE tenant_id = 'tcl' ORDER BY 1$$,
                  $$VALUES ('s3'), ('s4')$$, 'another worker gets the others, never a leased one');
SELECT is_empty($$SELECT 1 FROM memory.claim_due_sessions('worker-c', 10, interval '2 minutes', '2001-01-01T10:02:00Z') WHERE tenant_id = 'tcl'$$,
                'nothing is left while the leases hold');
SELECT results_eq($$SELECT session_id FROM memory.claim_due_sessions('worker-c', 1, interval '2 minutes', '2001-01-01T10:03:30Z') WHERE tenant_id = 'tcl'$$,
                  $$VALUES ('s1')$$, 'an expired lease (a crashed worker) is taken up again');
SELECT ok(memory.release_claim('tcl', 'p', 's3', 'worker-b'), 'a worker releases its own lease');
SELECT ok(NOT memory.release_claim('tcl', 'p', 's4', 'worker-a'), 'but not another worker''s');
SELECT memory.commit_formation(memory.formation_job('tcl', 'p', 's4'), '[]', pg_temp.extraction());
SELECT results_eq($$SELECT claimed_by, claimed_until FROM memory.sessions WHERE tenant_id = 'tcl' AND session_id = 's4'$$,
                  $$VALUES (NULL::text, NULL::timestamptz)$$, 'a commit clears the lease');
SELECT throws_ok($$SELECT * FROM memory.claim_due_sessions('', 1)$$, 'MF030', NULL, 'a claim needs a worker name (MF030)');

-- going on with a session after a commit cleared the lease (a prefix past the scan ceiling)
SELECT ok(memory.renew_claim('tcl', 'p', 's4', 'worker-b', interval '2 minutes', '2001-01-01T10:04:00Z'),
          'a worker leases again a session no one holds');
SELECT ok(NOT memory.renew_claim('tcl', 'p', 's4', 'worker-c', interval '2 minutes', '2001-01-01T10:05:00Z'),
          'not one a peer holds');
SELECT ok(memory.renew_claim('tcl', 'p', 's4', 'worker-b', interval '2 minutes', '2001-01-01T10:05:00Z'),
          'its own lease it extends');
SELECT ok(memory.renew_claim('tcl', 'p', 's4', 'worker-c', interval '2 minutes', '2001-01-01T10:08:00Z'),
          'and an expired lease it takes up');
SELECT throws_ok($$SELECT memory.renew_claim('tcl', 'p', 's4', 'w', interval '0')$$, 'MF030', NULL,
                 'a renewal needs a positive lease (MF030)');

SELECT * FROM finish();
ROLLBACK;
