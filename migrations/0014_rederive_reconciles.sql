-- Re-derivation reconciles: a belief formed only from the re-read events that the extractor no
-- longer derives from them (a key the rules have since renamed, a misreading since fixed) is
-- retired by the run, and the reason is kept so that a later re-derivation may form it again.
-- depends: 0013_unread_messages

ALTER TABLE memory.beliefs ADD COLUMN retired_reason text;
-- NOT VALID: every existing row is NULL, so there is nothing to check, and checking would scan the
-- whole table under this statement's exclusive lock. New and updated rows are checked.
ALTER TABLE memory.beliefs ADD CONSTRAINT beliefs_retired_reason_check
    CHECK (retired_reason IN ('not_rederived')) NOT VALID;
ALTER TABLE memory.consolidation_runs ADD COLUMN retired integer NOT NULL DEFAULT 0;

COMMENT ON COLUMN memory.beliefs.retired_reason IS
    'Why a retired belief was retired, when a run did it: not_rederived (a replay or rederive read all its sources and did not form it again). NULL otherwise.';
COMMENT ON COLUMN memory.consolidation_runs.retired IS
    'Beliefs this replay or rederive retired because it read all their sources and did not form them again.';

INSERT INTO memory.event_types (event_type, client_appendable, author_roles, counts_as_activity, description) VALUES
    ('memory.retired', false, '{system}', false,
     'A replay or rederive read every source of an inferred belief and did not form it again: retired. Payload: belief_id, run_id, reason.');
