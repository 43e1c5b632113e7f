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
       r.committed, r.reinforced, r.superseded, r.conflicted, r.rejected, r.retired, r.started_at, r.finished_at,
       r.elapsed_ms
  FROM memory.consolidation_runs r;

COMMENT ON VIEW memory.formation_outcomes IS 'One row per proposed candidate of every consolidation: outcome and content-free detail (reason code).';
COMMENT ON VIEW memory.formation_runs IS 'The consolidation audit: trigger, scope, watermarks, versions and outcome counts per run (retired: beliefs a replay or rederive no longer derived).';
