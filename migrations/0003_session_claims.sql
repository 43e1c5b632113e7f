-- Worker claims: a lease on a due session so concurrent workers take different sessions
-- instead of extracting the same one and losing at commit. The commit's advisory lock and
-- watermark check stay the guarantee; the lease only avoids wasted work, and expires so a
-- crashed worker's sessions are taken up again.
-- depends: 0002_beliefs

ALTER TABLE memory.sessions
    ADD COLUMN claimed_by text,
    ADD COLUMN claimed_until timestamptz;

COMMENT ON COLUMN memory.sessions.claimed_until IS 'Lease of the worker (claimed_by) consolidating this session; expired or NULL means free.';
