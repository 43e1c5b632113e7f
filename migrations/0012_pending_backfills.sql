-- Backfills a migration asks for, done by the definition step once the trigger that keeps
-- their data current exists. 0009 filled memory.contradiction_queue in its own transaction,
-- but its trigger is created by the definition step after it: a belief an older worker wrote
-- in between was never queued, so its conflict was never flagged. The definition step now
-- refills the queue after creating the trigger, in the same transaction, and consumes the
-- request so a routine migrate does not read every belief again.
-- depends: 0011_contradiction_queue_order

CREATE TABLE memory._pending_backfills (
    name         text PRIMARY KEY,
    requested_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

INSERT INTO memory._pending_backfills (name) VALUES ('contradiction_queue');

COMMENT ON TABLE memory._pending_backfills IS 'Private: one row per backfill a migration requested and the definition step has not yet done (see triggers/contradiction_queue.sql).';
