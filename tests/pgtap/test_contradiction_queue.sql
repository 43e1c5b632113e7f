-- The contradiction phase reads memory.contradiction_queue, not every live belief: which
-- writes queue a subject, that a sweep drains what it checked, and that a disagreement
-- reaching a subject by any path (insert, rewording, flipped polarity, a move to another
-- subject, a retired belief coming back) is grouped, while supersession and reinforcement
-- queue nothing.
BEGIN;
\ir helpers_commit.sql
SELECT plan(13);

INSERT INTO memory.consolidation_runs (run_id, tenant_id, principal_id, trigger, scope, extractor, extractor_version, policy_version)
VALUES ('00000000-0000-0000-0000-0000000000cc', 'tcq', 'p', 'scheduled', 'user', 'test', '1', 'formation@7');

CREATE FUNCTION pg_temp.belief(p_subject text, p_statement text, p_status text DEFAULT 'active')
RETURNS uuid LANGUAGE sql AS $$
    INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
        statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
        corroboration_count, last_reinforced_at, valid_from, valid_to, formation_run_id, policy_version)
    VALUES ('tcq', 'p', 'preference', p_subject, p_statement, memory.normalize_statement(p_statement),
            memory.statement_sha256(p_statement), 'assert', 'user', 0.9, p_status, 'user', '{user}',
            memory.portability_ceiling('preference'), 'normal', 1, '2031-01-01T00:00:00Z', '2031-01-01T00:00:00Z',
            CASE WHEN p_status IN ('provisional', 'active') THEN NULL ELSE '2031-01-01T00:00:00Z'::timestamptz END,
            '00000000-0000-0000-0000-0000000000cc', 'formation@7')
    RETURNING belief_id
$$;
CREATE FUNCTION pg_temp.queued() RETURNS text[] LANGUAGE sql AS $$
    SELECT coalesce(array_agg(subject ORDER BY subject), '{}') FROM memory.contradiction_queue WHERE tenant_id = 'tcq'
$$;
CREATE FUNCTION pg_temp.sweep() RETURNS jsonb LANGUAGE sql AS $$
    SELECT memory.run_maintenance('2031-01-02T00:00:00Z', 500, 'tcq', 'p')
$$;
CREATE FUNCTION pg_temp.grouped(p_subject text) RETURNS bigint LANGUAGE sql AS $$
    SELECT count(*) FROM memory.beliefs
     WHERE tenant_id = 'tcq' AND subject = p_subject AND contradiction_group IS NOT NULL AND flagged_for_review
$$;

SELECT pg_temp.belief('drink', 'Prefers coffee');
SELECT pg_temp.belief('drink', 'Prefers tea');
SELECT pg_temp.belief('retired:a', 'Prefers jazz', 'retired');
SELECT is(pg_temp.queued(), ARRAY['drink'], 'a new live belief queues its subject; a belief written retired does not');
SELECT is((pg_temp.sweep() ->> 'contradiction_groups')::integer, 1, 'the sweep groups the queued subject');
SELECT is(pg_temp.grouped('drink'), 2::bigint, 'both disagreeing beliefs share the group, flagged');
SELECT is(pg_temp.queued(), '{}'::text[], 'the sweep drains what it checked');

-- a subject checked and found in agreement leaves the queue too
SELECT pg_temp.belief('agree', 'Prefers dark mode');
SELECT pg_temp.sweep();
SELECT ok(pg_temp.queued() = '{}' AND pg_temp.grouped('agree') = 0, 'one belief: checked, not grouped, dequeued');

-- rewording, a flipped polarity and a move into a subject queue it
SELECT pg_temp.belief('font', 'Prefers serif fonts');
SELECT pg_temp.belief('font', 'Prefers serif fonts.');
SELECT pg_temp.sweep();
UPDATE memory.beliefs SET polarity = 'retract' WHERE tenant_id = 'tcq' AND subject = 'font' AND statement = 'Prefers serif fonts.';
SELECT is(pg_temp.queued(), ARRAY['font'], 'a flipped polarity queues the subject');
SELECT pg_temp.sweep();
SELECT is(pg_temp.grouped('font'), 2::bigint, 'and the two are grouped');

SELECT pg_temp.belief('pet', 'Has a cat');
SELECT pg_temp.belief('elsewhere', 'Has a dog');
SELECT pg_temp.sweep();
UPDATE memory.beliefs SET subject = 'pet' WHERE tenant_id = 'tcq' AND subject = 'elsewhere';
SELECT pg_temp.sweep();
SELECT is(pg_temp.grouped('pet'), 2::bigint, 'a belief moved onto a subject that disagrees with it is grouped');

-- a retired belief restored to life queues its subject
SELECT pg_temp.belief('retired:a', 'Prefers blues');
SELECT pg_temp.sweep();
UPDATE memory.beliefs SET status = 'active', valid_to = NULL WHERE tenant_id = 'tcq' AND subject = 'retired:a' AND status = 'retired';
SELECT is(pg_temp.queued(), ARRAY['retired:a'], 'a belief coming back to life queues its subject');
SELECT pg_temp.sweep();
SELECT is(pg_temp.grouped('retired:a'), 2::bigint, 'and it is grouped with the one it disagrees with');

-- supersession and reinforcement queue nothing
UPDATE memory.beliefs SET status = 'superseded', valid_to = '2031-01-03T00:00:00Z'
 WHERE tenant_id = 'tcq' AND subject = 'drink' AND statement = 'Prefers coffee';
UPDATE memory.beliefs SET corroboration_count = corroboration_count + 1, confidence = 0.95
 WHERE tenant_id = 'tcq' AND subject = 'agree';
SELECT is(pg_temp.queued(), '{}'::text[], 'superseding a belief or reinforcing one queues nothing');

-- a reviewed group stays dissolved until a new disagreeing belief arrives
SELECT memory.clear_contradiction_group('tcq', 'p', (SELECT contradiction_group FROM memory.beliefs
                                                      WHERE tenant_id = 'tcq' AND subject = 'font' LIMIT 1), '2031-01-02T00:00:00Z');
SELECT pg_temp.sweep();
SELECT is(pg_temp.grouped('font'), 0::bigint, 'a reviewed group is not formed again');
SELECT pg_temp.belief('font', 'Prefers monospace fonts');
SELECT pg_temp.sweep();
SELECT is(pg_temp.grouped('font'), 3::bigint, 'a new disagreeing belief on a reviewed subject forms a group again');

SELECT * FROM finish();
ROLLBACK;
