-- A prefix the extractor read in one call and the worker committed in windows (consecutive
-- consolidations of at most commit_cap candidates each): every window's run records the extractor's
-- full proposal count for the prefix and the prefix's first run, so the audit still shows what the
-- extractor returned and which runs consumed it.
-- depends: 0014_rederive_reconciles

ALTER TABLE memory.consolidation_runs ADD COLUMN prefix_proposed integer;
ALTER TABLE memory.consolidation_runs ADD COLUMN prefix_first_run uuid;

COMMENT ON COLUMN memory.consolidation_runs.prefix_proposed IS
    'For one window of a prefix committed in windows: what the extractor proposed for the whole prefix (the windows'' proposed add up to it unless part of the prefix was left pending). NULL for a run that consumed its prefix alone.';
COMMENT ON COLUMN memory.consolidation_runs.prefix_first_run IS
    'For one window of a prefix committed in windows: the run of the prefix''s first window (its own id for that one), linking the windows'' runs. NULL otherwise.';
