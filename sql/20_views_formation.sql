-- Content-free views of formation for operators and analysts.

CREATE OR REPLACE VIEW memory.formation_outcomes
WITH (security_invoker = true) AS
SELECT r.tenant_id,
       r.principal_id,
       r.session_id,
       r.run_id,
       r.trigger,
       r.started_at,
       o.candidate_index,
       o.outcome,
       o.detail,
       o.belief_id
  FROM memory.consolidation_runs r
  JOIN memory.candidate_outcomes o ON o.run_id = r.run_id;

CREATE OR REPLACE VIEW memory.formation_runs
WITH (security_invoker = true) AS
SELECT r.run_id, r.tenant_id, r.principal_id, r.session_id, r.trigger, r.scope, r.watermark_before,
       r.watermark_after, r.extractor, r.extractor_version, r.policy_version, r.proposed, r.extractor_proposed,
       r.committed, r.reinforced, r.superseded, r.conflicted, r.rejected, r.retired, r.prefix_proposed,
       r.prefix_first_run, r.started_at, r.finished_at, r.elapsed_ms, r.read_from, r.read_through
  FROM memory.consolidation_runs r;

CREATE OR REPLACE VIEW memory.unread_messages
WITH (security_invoker = true) AS
SELECT e.tenant_id,
       e.principal_id,
       e.session_id,
       (u.seq)::numeric::bigint AS seq,
       (e.payload ->> 'run_id')::uuid AS run_id,
       e.payload ->> 'error' AS error,
       e.payload ->> 'extractor' AS extractor,
       e.payload ->> 'extractor_version' AS extractor_version,
       e.recorded_at,
       EXISTS (SELECT 1
                 FROM memory.consolidation_runs r
                WHERE r.tenant_id = e.tenant_id AND r.principal_id = e.principal_id AND r.session_id = e.session_id
                  AND r.trigger IN ('replay', 'rederive') AND r.finished_at IS NOT NULL AND r.started_at > e.recorded_at
                  -- a window or turn of a re-read read only its part of the session (runs recorded before
                  -- migration 0016 have no range and read the session from its start)
                  AND (r.read_through IS NULL
                       OR ((u.seq)::numeric > r.read_from AND (u.seq)::numeric <= r.read_through))
                  AND NOT EXISTS (SELECT 1
                                    FROM memory.events later
                                   WHERE later.tenant_id = e.tenant_id AND later.principal_id = e.principal_id
                                     AND later.session_id = e.session_id
                                     AND later.event_type = 'memory.extraction.unread'
                                     AND later.payload ->> 'run_id' = r.run_id::text
                                     AND later.payload -> 'seqs' @> u.seq)) AS read_again
  FROM memory.events e
 CROSS JOIN LATERAL jsonb_array_elements(e.payload -> 'seqs') AS u(seq)
 WHERE e.event_type = 'memory.extraction.unread';

CREATE OR REPLACE VIEW memory.formation_policy
WITH (security_invoker = true) AS
SELECT p.key, p.value, p.description
  FROM memory.policy_settings p
UNION ALL
-- derived, not set: a session past the scan ceiling is re-read in several extractor calls, each naming up to the
-- ceiling, and a reconciling job may name what all of them name (named_subjects)
SELECT 'max_named_subjects', 16 * p.value,
       'Derived: subjects a reconciling job may name in named_subjects, 16 × max_candidates_per_call.'
  FROM memory.policy_settings p
 WHERE p.key = 'max_candidates_per_call';

COMMENT ON VIEW memory.formation_outcomes IS 'One row per proposed candidate of every consolidation: outcome and content-free detail (reason code).';
COMMENT ON VIEW memory.formation_runs IS 'The consolidation audit: trigger, scope, watermarks, versions and outcome counts per run (retired: beliefs a replay or rederive no longer derived; prefix_proposed and prefix_first_run: one window of a prefix committed in windows; read_from and read_through: the seqs the run read, after read_from through read_through).';
COMMENT ON VIEW memory.unread_messages IS 'One row per event an extractor failed on (memory.extraction.unread): the run that passed over it, the exception''s type and frame (never its message), and read_again: a later replay or rederive run whose range held it (read_from < seq <= read_through; a re-read in windows and turns is one run per part) read it without failing.';
COMMENT ON VIEW memory.formation_policy IS 'The formation policy settings a client may read (commit_cap: candidates one consolidation consumes; a worker commits a longer prefix in windows of at most that many), and the derived max_named_subjects (16 × max_candidates_per_call: subjects a reconciling job may name).';
