-- The contradiction queue is drained oldest first (ORDER BY queued_at, p_batch subjects a call).
-- A subject written again while it waits keeps its place: if each write moved it to the back,
-- a subject written more often than the queue drains (the one the user talks about most) would
-- never be checked while a backlog lasts, and its disagreement never grouped.
BEGIN;
SELECT plan(2);

INSERT INTO memory.consolidation_runs (run_id, tenant_id, principal_id, trigger, scope, extractor, extractor_version, policy_version)
VALUES ('00000000-0000-0000-0000-0000000000cf', 'tcf', 'p', 'scheduled', 'user', 'test', '1', 'formation@7');

CREATE FUNCTION pg_temp.belief(p_subject text, p_statement text) RETURNS uuid LANGUAGE sql AS $$
    INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
        statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
        corroboration_count, last_reinforced_at, valid_from, formation_run_id, policy_version)
    VALUES ('tcf', 'p', 'preference', p_subject, p_statement, memory.normalize_statement(p_statement),
            memory.statement_sha256(p_statement), 'assert', 'user', 0.9, 'active', 'user', '{user}',
            memory.portability_ceiling('preference'), 'normal', 1, '2031-01-01T00:00:00Z', '2031-01-01T00:00:00Z',
            '00000000-0000-0000-0000-0000000000cf', 'formation@7')
    RETURNING belief_id
$$;
CREATE FUNCTION pg_temp.sweep() RETURNS jsonb LANGUAGE sql AS $$
    SELECT memory.run_maintenance('2031-01-02T00:00:00Z', 1, 'tcf', 'p')
$$;

-- 'drink' disagrees from the start; a backlog of one other subject per call stays ahead of it
SELECT FROM pg_temp.belief('drink', 'Prefers coffee');
SELECT FROM pg_temp.belief('drink', 'Prefers tea');
SELECT FROM pg_temp.belief('backlog:0', 'Backlog 0');
DO $$
BEGIN
    FOR i IN 1..3 LOOP
        PERFORM pg_temp.belief('backlog:' || i, 'Backlog ' || i);
        -- the user talks about drinks again: a third opinion joins the subject
        PERFORM pg_temp.belief('drink', 'Prefers drink number ' || i);
        PERFORM pg_temp.sweep();
    END LOOP;
END;
$$;
SELECT is((SELECT count(*) FROM memory.beliefs WHERE tenant_id = 'tcf' AND subject = 'drink'
                                                AND statement IN ('Prefers coffee', 'Prefers tea')
                                                AND contradiction_group IS NOT NULL), 2::bigint,
          'a subject queued first is checked first, however often it is written meanwhile');
SELECT is((SELECT array_agg(subject ORDER BY queued_at) FROM memory.contradiction_queue WHERE tenant_id = 'tcf'),
          ARRAY['backlog:2', 'drink', 'backlog:3'],
          'written again after its check, it queues behind the subjects already waiting and keeps that place');

SELECT * FROM finish();
ROLLBACK;
