-- The subjects whose live beliefs may have come to disagree since maintenance last looked.
-- A trigger on memory.beliefs (triggers/contradiction_queue.sql) queues a subject whenever a
-- live belief appears on it or a live belief's statement, polarity or subject changes, so
-- the contradiction phase of run_maintenance reads this queue, not every live belief.
-- depends: 0008_time_ordered_belief_ids

CREATE TABLE memory.contradiction_queue (
    tenant_id    text NOT NULL,
    principal_id text NOT NULL,
    subject      text NOT NULL,
    queued_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (tenant_id, principal_id, subject)
);

-- The one full read, once: subjects that already disagree and are not yet grouped.
INSERT INTO memory.contradiction_queue (tenant_id, principal_id, subject)
SELECT b.tenant_id, b.principal_id, b.subject
  FROM memory.beliefs b
 WHERE b.status IN ('provisional', 'active')
 GROUP BY b.tenant_id, b.principal_id, b.subject
HAVING count(DISTINCT (b.normalized_statement, b.polarity)) > 1
   AND bool_or(b.contradiction_group IS NULL AND b.contradiction_reviewed_at IS NULL);

COMMENT ON TABLE memory.contradiction_queue IS 'Subjects to check for disagreeing live beliefs, filled by a trigger on memory.beliefs and drained by run_maintenance; bookkeeping, no content beyond the subject key.';
