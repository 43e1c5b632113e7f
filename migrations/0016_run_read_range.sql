-- What each consolidation run read: the seqs (read_from, read_through]. A re-read in windows and turns is
-- many runs, each over part of the session, so "a later replay read it again" (memory.unread_messages)
-- must ask whether the run's range held the message, not only whether the run came later.
-- depends: 0015_formation_windows

ALTER TABLE memory.consolidation_runs ADD COLUMN read_from bigint;
ALTER TABLE memory.consolidation_runs ADD COLUMN read_through bigint;

COMMENT ON COLUMN memory.consolidation_runs.read_from IS
    'The run read the session''s events with seq > read_from (the watermark, or a replay''s replay_from). NULL for a run recorded before migration 0016, or one that read no session prefix (remember, corrections).';
COMMENT ON COLUMN memory.consolidation_runs.read_through IS
    'The run read the session''s events with seq <= read_through (its prefix_end). NULL as read_from is.';
