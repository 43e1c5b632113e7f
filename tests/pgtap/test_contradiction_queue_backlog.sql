-- A backlog in memory.contradiction_queue (a bulk import, the first fill of migration 0009) is
-- drained p_batch subjects a call, oldest first: each call reads about its batch of queue rows
-- through an index on queued_at, not the whole queue sorted (which made draining n subjects
-- cost n^2 / p_batch), on the generic plan a long-lived session gets as well as on a custom one.
BEGIN;
SELECT plan(4);

INSERT INTO memory.contradiction_queue (tenant_id, principal_id, subject, queued_at)
SELECT 'tqb', 'p', 'backlog:' || i, '2001-01-01T00:00:00Z'::timestamptz + i * interval '1 second'  -- older than any other queued
  FROM generate_series(1, 20000) i;
ANALYZE memory.contradiction_queue;

CREATE TEMP TABLE others AS SELECT count(*) AS n FROM memory.contradiction_queue WHERE tenant_id <> 'tqb';
-- What one call read of the queue table.
CREATE FUNCTION pg_temp.queue_reads(p_tenant text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    v_before bigint;
    v_after bigint;
BEGIN
    SELECT coalesce(s.seq_tup_read, 0) + coalesce(s.idx_tup_fetch, 0) INTO v_before
      FROM pg_catalog.pg_stat_xact_user_tables s WHERE s.schemaname = 'memory' AND s.relname = 'contradiction_queue';
    PERFORM memory.run_maintenance('2031-02-01T00:00:00Z', 100, p_tenant);
    SELECT coalesce(s.seq_tup_read, 0) + coalesce(s.idx_tup_fetch, 0) INTO v_after
      FROM pg_catalog.pg_stat_xact_user_tables s WHERE s.schemaname = 'memory' AND s.relname = 'contradiction_queue';
    RETURN v_after - v_before;
END;
$$;

SELECT cmp_ok(pg_temp.queue_reads(NULL), '<=', 2 * 100 + (SELECT n FROM others) + 10,
              'a call over a backlog of 20,000 reads about its batch of queue rows');
SELECT is((SELECT min(subject) FROM memory.contradiction_queue WHERE tenant_id = 'tqb'
            AND queued_at = (SELECT min(queued_at) FROM memory.contradiction_queue WHERE tenant_id = 'tqb')),
          'backlog:101', 'oldest first');
SET LOCAL plan_cache_mode = force_generic_plan;
SELECT cmp_ok(pg_temp.queue_reads(NULL), '<=', 2 * 100 + (SELECT n FROM others) + 10,
              'also on the generic plan');
SELECT cmp_ok(pg_temp.queue_reads('tqb'), '<=', 2 * 100 + (SELECT n FROM others) + 10,
              'and for one tenant');

SELECT * FROM finish();
ROLLBACK;
