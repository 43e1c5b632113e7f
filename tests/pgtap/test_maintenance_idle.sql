-- pgtap: own database (it counts every belief a maintenance call reads)
-- pg_cron calls run_maintenance every few minutes whatever the store holds: a call with nothing
-- to do must not read the store. Over 20,000 live beliefs that no phase may change (old,
-- corroborated, half stated by the user, half inferred), an idle call at the same p_now and one
-- at a new p_now (the decay pass starts over) read no belief of them, by sequential scan or
-- through an index; a belief that does need work is still found.
BEGIN;
\ir helpers_commit.sql
SELECT plan(5);

INSERT INTO memory.consolidation_runs (run_id, tenant_id, principal_id, trigger, scope, extractor, extractor_version, policy_version)
VALUES ('00000000-0000-0000-0000-0000000000ee', 'tmi', 'p', 'scheduled', 'user', 'test', '1', 'formation@7');
INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
    statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
    corroboration_count, last_reinforced_at, valid_from, formation_run_id, policy_version)
SELECT 'tmi', 'p' || (i % 50), 'fact', 'idle:' || i, 'Idle fact ' || i, 'idle fact ' || i, md5(i::text), 'assert',
       (ARRAY['user', 'inferred'])[1 + i % 2], 0.9, 'active', 'user', '{user}', 'contextual', 'normal', 3,
       now() - interval '60 days', now() - interval '60 days', '00000000-0000-0000-0000-0000000000ee', 'formation@7'
  FROM generate_series(1, 20000) i;
ANALYZE memory.beliefs;

-- Other tests' beliefs that some phase may touch (each fetched a few times: walked, locked,
-- updated); the 20,000 here are none of them, so reading them would blow any such bound.
CREATE TEMP TABLE others AS
SELECT 4 * count(*) AS n FROM memory.beliefs
 WHERE tenant_id <> 'tmi'
   AND ((status IN ('provisional', 'active') AND authority <> 'user' AND (status = 'provisional' OR confidence < 0.6))
        OR expires_at IS NOT NULL OR (status IN ('superseded', 'expired', 'retired') AND archived_at IS NULL)
        OR (status = 'active' AND corroboration_count <= 1 AND NOT low_signal AND last_recalled_at IS NULL));
CREATE FUNCTION pg_temp.reads() RETURNS TABLE (seq bigint, fetched bigint) LANGUAGE sql AS $$
    SELECT coalesce(s.seq_tup_read, 0), coalesce(s.idx_tup_fetch, 0)
      FROM pg_catalog.pg_stat_xact_user_tables s WHERE s.schemaname = 'memory' AND s.relname = 'beliefs'
$$;
-- drain: the inserts queued 20,000 subjects for the contradiction check, and other tests' work
CREATE FUNCTION pg_temp.drain(p_now timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    FOR i IN 1..200 LOOP
        EXIT WHEN NOT (memory.run_maintenance(p_now, 5000) ->> 'more')::boolean;
    END LOOP;
END;
$$;
SELECT pg_temp.drain(now());

CREATE TEMP TABLE before AS SELECT * FROM pg_temp.reads();
SELECT memory.run_maintenance(now(), 500);
SELECT is((SELECT r.seq - b.seq FROM pg_temp.reads() r, before b), 0::bigint,
          'an idle call at the same p_now scans no beliefs sequentially');
SELECT cmp_ok((SELECT r.fetched - b.fetched FROM pg_temp.reads() r, before b), '<=', (SELECT n FROM others) + 10,
              'nor fetches any of the 20,000 through an index');

DELETE FROM before; INSERT INTO before SELECT * FROM pg_temp.reads();
SELECT memory.run_maintenance(now() + interval '1 hour', 500);
SELECT is((SELECT r.seq - b.seq FROM pg_temp.reads() r, before b), 0::bigint,
          'an idle call at a new p_now (a new decay pass) scans no beliefs sequentially');
SELECT cmp_ok((SELECT r.fetched - b.fetched FROM pg_temp.reads() r, before b), '<=', (SELECT n FROM others) + 10,
              'nor fetches the beliefs that cannot decay or become low-signal');

-- work among them is still found: one inferred belief turns provisional and uncorroborated
UPDATE memory.beliefs SET status = 'provisional', confidence = 0.5, corroboration_count = 1
 WHERE tenant_id = 'tmi' AND subject = 'idle:7';
SELECT pg_temp.drain(now() + interval '2 hours');
SELECT ok((SELECT confidence < 0.5 FROM memory.beliefs WHERE tenant_id = 'tmi' AND subject = 'idle:7'),
          'a provisional belief among them still decays');

SELECT * FROM finish();
ROLLBACK;
