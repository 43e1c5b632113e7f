-- The decay pass on the function's generic plan. After five calls in one session (the worker
-- loops run_maintenance on one connection) plpgsql may switch a statement to its generic plan,
-- where a parameter is not known: a cursor written as (v_cursor IS NULL OR belief_id > v_cursor)
-- is then a filter, not an index bound, and each call re-read every decay-eligible belief from
-- the first id. Forced here so the plan is the one a long-lived session gets. Over 20,000
-- provisional beliefs, for the whole store and for one tenant:
--   * an idle call after a finished pass (same p_now) reads none of them;
--   * a call late in a pass reads about its window, not every belief before the cursor.
BEGIN;
SELECT plan(4);
SET LOCAL plan_cache_mode = force_generic_plan;

INSERT INTO memory.consolidation_runs (run_id, tenant_id, principal_id, trigger, scope, extractor, extractor_version, policy_version)
VALUES ('00000000-0000-0000-0000-0000000000ef', 'tgp', 'p', 'scheduled', 'user', 'test', '1', 'formation@7');
INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
    statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
    corroboration_count, last_reinforced_at, valid_from, formation_run_id, policy_version)
SELECT 'tgp', 'p', 'fact', 'decaying:' || i, 'Decaying fact ' || i, 'decaying fact ' || i, md5('tgp' || i), 'assert',
       'inferred', 0.5, 'provisional', 'user', '{user}', 'contextual', 'normal', 1,
       '2031-01-01T00:00:00Z', '2031-01-01T00:00:00Z', '00000000-0000-0000-0000-0000000000ef', 'formation@7'
  FROM generate_series(1, 20000) i;
-- the inserts queued 20,000 subjects for the contradiction check: not what is measured here
DELETE FROM memory.contradiction_queue WHERE tenant_id = 'tgp';
ANALYZE memory.beliefs;

CREATE TEMP TABLE others AS SELECT count(*) AS n FROM memory.beliefs WHERE tenant_id <> 'tgp';
CREATE FUNCTION pg_temp.fetched() RETURNS bigint LANGUAGE sql AS $$
    SELECT coalesce(s.idx_tup_fetch, 0) + coalesce(s.seq_tup_read, 0)
      FROM pg_catalog.pg_stat_xact_user_tables s WHERE s.schemaname = 'memory' AND s.relname = 'beliefs'
$$;
CREATE FUNCTION pg_temp.drain(p_now timestamptz, p_tenant text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    FOR i IN 1..500 LOOP
        EXIT WHEN NOT (memory.run_maintenance(p_now, 5000, p_tenant) ->> 'more')::boolean;
    END LOOP;
END;
$$;
-- What one call read of the beliefs table.
CREATE FUNCTION pg_temp.reads_of(p_now timestamptz, p_batch integer, p_tenant text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    v_before bigint := pg_temp.fetched();
BEGIN
    PERFORM memory.run_maintenance(p_now, p_batch, p_tenant);
    RETURN pg_temp.fetched() - v_before;
END;
$$;

SELECT pg_temp.drain('2031-03-01T00:00:00Z', NULL);
SELECT cmp_ok(pg_temp.reads_of('2031-03-01T00:00:00Z', 500, NULL), '<=', (SELECT n FROM others) + 10,
              'an idle call after a finished pass reads none of the 20,000 provisional beliefs (generic plan)');
SELECT FROM pg_temp.reads_of('2031-04-01T00:00:00Z', 19000, NULL);  -- a new pass, 19,000 beliefs in
-- a window of 500 decaying beliefs is read about four times over: the window, its lock, the
-- update and the foreign-key check of each confidence_changes row
SELECT cmp_ok(pg_temp.reads_of('2031-04-01T00:00:00Z', 500, NULL), '<=', 5 * 500 + (SELECT n FROM others) + 10,
              'a call late in a pass reads its window, not the 19,000 beliefs before the cursor (generic plan)');

SELECT pg_temp.drain('2031-03-01T00:00:00Z', 'tgp');
SELECT cmp_ok(pg_temp.reads_of('2031-03-01T00:00:00Z', 500, 'tgp'), '<=', (SELECT n FROM others) + 10,
              'so does a tenant''s idle call');
SELECT FROM pg_temp.reads_of('2031-04-01T00:00:00Z', 19000, 'tgp');
SELECT cmp_ok(pg_temp.reads_of('2031-04-01T00:00:00Z', 500, 'tgp'), '<=', 5 * 500 + (SELECT n FROM others) + 10,
              'and a tenant''s call late in a pass');

SELECT * FROM finish();
ROLLBACK;
