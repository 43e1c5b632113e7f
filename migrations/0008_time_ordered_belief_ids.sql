-- New beliefs get time-ordered ids (the UUIDv7 layout: 48 bits of Unix milliseconds, then
-- random bits). Maintenance walks beliefs in id order; random ids sent every batch of a
-- 1M-belief sweep to random heap pages, time-ordered ids walk the heap nearly in order
-- (bench/bench_maintenance.py --compare-random-ids). Existing ids are kept.
-- depends: 0007_tombstone_sources

ALTER TABLE memory.beliefs ALTER COLUMN belief_id SET DEFAULT
    encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
                                   PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
                                   FROM 1 FOR 6),
                           52, 1), 53, 1), 'hex')::uuid;

COMMENT ON COLUMN memory.beliefs.belief_id IS 'Time-ordered (UUIDv7 layout) for beliefs formed since migration 0008, so id order follows insertion order on disk.';
