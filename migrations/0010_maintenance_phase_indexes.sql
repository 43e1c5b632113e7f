-- Indexes that let the decay and low-signal phases of run_maintenance read only the beliefs
-- they may change. Without them, over 1 M beliefs that change nothing, each call at a new p_now
-- (every cron tick) read the whole store: about 0.6 s in the decay pass, 0.4 s for low signal.
--
-- Decay: provisional beliefs not stated by the user, in id order (the pass walks ids), and
-- active ones by confidence (only those below low_confidence_threshold decay).
-- depends: 0009_contradiction_queue

CREATE INDEX beliefs_decay_provisional_idx ON memory.beliefs (belief_id)
    WHERE status = 'provisional' AND authority <> 'user' AND archived_at IS NULL;
CREATE INDEX beliefs_decay_active_idx ON memory.beliefs (confidence)
    WHERE status = 'active' AND authority <> 'user' AND archived_at IS NULL;

-- The low-signal phase: keyed on corroboration first, so the old but corroborated beliefs that
-- can never be low-signal are not read on every call, as they were by last_reinforced_at alone.
DROP INDEX memory.beliefs_low_signal_idx;
CREATE INDEX beliefs_low_signal_idx ON memory.beliefs (corroboration_count, last_reinforced_at)
    WHERE status = 'active' AND NOT low_signal AND last_recalled_at IS NULL;
