-- Queue a subject for the contradiction phase of run_maintenance whenever a live belief
-- appears on it or a live belief's wording, polarity or subject changes. A trigger rather
-- than a call in the resolver, so every writer is covered, whichever function wrote the row.
--
-- The upsert takes the queue row's lock until the writer commits, and maintenance picks
-- queue rows FOR UPDATE SKIP LOCKED: a subject whose new belief is not yet visible waits for
-- a later call instead of being checked without it and dropped from the queue.

CREATE OR REPLACE FUNCTION memory._queue_contradiction_check()
RETURNS trigger
LANGUAGE plpgsql
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    INSERT INTO memory.contradiction_queue AS q (tenant_id, principal_id, subject)
    VALUES (NEW.tenant_id, NEW.principal_id, NEW.subject)
    -- DO UPDATE, not DO NOTHING, for the row lock; the subject keeps its place in the queue,
    -- so one written again and again is not pushed behind newer subjects for ever.
    ON CONFLICT (tenant_id, principal_id, subject) DO UPDATE SET queued_at = q.queued_at;
    RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER beliefs_queue_contradiction_insert
    AFTER INSERT ON memory.beliefs
    FOR EACH ROW
    WHEN (NEW.status IN ('provisional', 'active'))
    EXECUTE FUNCTION memory._queue_contradiction_check();

CREATE OR REPLACE TRIGGER beliefs_queue_contradiction_update
    AFTER UPDATE OF status, normalized_statement, polarity, subject ON memory.beliefs
    FOR EACH ROW
    WHEN (NEW.status IN ('provisional', 'active')
          AND (OLD.status NOT IN ('provisional', 'active')
               OR (OLD.normalized_statement, OLD.polarity, OLD.subject)
                  IS DISTINCT FROM (NEW.normalized_statement, NEW.polarity, NEW.subject)))
    EXECUTE FUNCTION memory._queue_contradiction_check();

COMMENT ON FUNCTION memory._queue_contradiction_check() IS 'Trigger: queues the belief''s (tenant, principal, subject) in memory.contradiction_queue for the next run_maintenance.';
COMMENT ON TRIGGER beliefs_queue_contradiction_insert ON memory.beliefs IS 'A new live belief may disagree with another on its subject.';
COMMENT ON TRIGGER beliefs_queue_contradiction_update ON memory.beliefs IS 'A belief that became live or changed wording, polarity or subject may now disagree with another.';

-- The fill migration 0009 did before this trigger existed, done again now that it does
-- (migration 0012 asks for it once). The triggers above were created in this transaction,
-- which waited for every writer already in flight and blocks new ones until it commits, so
-- this statement sees every belief written without the trigger, and every later one fires it.
WITH requested AS (
    DELETE FROM memory._pending_backfills WHERE name = 'contradiction_queue' RETURNING name
)
INSERT INTO memory.contradiction_queue (tenant_id, principal_id, subject)
SELECT b.tenant_id, b.principal_id, b.subject
  FROM memory.beliefs b
 WHERE EXISTS (SELECT 1 FROM requested)
   AND b.status IN ('provisional', 'active')
 GROUP BY b.tenant_id, b.principal_id, b.subject
HAVING count(DISTINCT (b.normalized_statement, b.polarity)) > 1
   AND bool_or(b.contradiction_group IS NULL AND b.contradiction_reviewed_at IS NULL)
    ON CONFLICT (tenant_id, principal_id, subject) DO NOTHING;
