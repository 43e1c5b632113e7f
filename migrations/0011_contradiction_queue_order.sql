-- run_maintenance drains memory.contradiction_queue oldest first, p_batch subjects a call. Without
-- an index on queued_at each call read and sorted the whole queue, so a backlog of n subjects (a
-- bulk import, the first fill by 0009) took n / p_batch calls of O(n) each.
-- depends: 0010_maintenance_phase_indexes

CREATE INDEX contradiction_queue_queued_at_idx ON memory.contradiction_queue (queued_at);
