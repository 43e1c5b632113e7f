-- Analyst views: counts and rates only, no statement, subject or message text. They run with
-- their owner's rights so memory_analyst needs no access to the tables themselves.

CREATE OR REPLACE VIEW memory.analyst_beliefs_by_type_status AS
SELECT b.tenant_id, b.belief_type, b.status, b.authority,
       count(*) AS beliefs,
       count(*) FILTER (WHERE b.flagged_for_review) AS flagged_for_review,
       count(*) FILTER (WHERE b.sensitivity = 'sensitive') AS sensitive,
       count(*) FILTER (WHERE b.archived_at IS NOT NULL) AS archived
  FROM memory.beliefs b
 GROUP BY b.tenant_id, b.belief_type, b.status, b.authority;

CREATE OR REPLACE VIEW memory.analyst_formation_funnel AS
SELECT r.tenant_id, date_trunc('day', r.started_at) AS day, r.policy_version, r.extractor, r.trigger,
       count(*) AS runs,
       sum(r.extractor_proposed) AS extractor_proposed,
       sum(r.proposed) AS proposed,
       sum(r.committed) AS committed,
       sum(r.reinforced) AS reinforced,
       sum(r.superseded) AS superseded,
       sum(r.conflicted) AS conflicted,
       sum(r.rejected) AS rejected
  FROM memory.consolidation_runs r
 GROUP BY r.tenant_id, date_trunc('day', r.started_at), r.policy_version, r.extractor, r.trigger;

CREATE OR REPLACE VIEW memory.analyst_rejections_by_reason AS
SELECT r.tenant_id, date_trunc('day', r.started_at) AS day, r.policy_version, o.detail AS reason, count(*) AS rejected
  FROM memory.candidate_outcomes o
  JOIN memory.consolidation_runs r ON r.run_id = o.run_id
 WHERE o.outcome = 'rejected'
 GROUP BY r.tenant_id, date_trunc('day', r.started_at), r.policy_version, o.detail;

CREATE OR REPLACE VIEW memory.analyst_review_queue AS
SELECT b.tenant_id,
       count(*) FILTER (WHERE b.flagged_for_review) AS flagged_for_review,
       count(*) FILTER (WHERE b.low_signal) AS low_signal,
       count(DISTINCT b.contradiction_group) AS contradiction_groups
  FROM memory.beliefs b
 WHERE b.status IN ('provisional', 'active')
 GROUP BY b.tenant_id;

CREATE OR REPLACE VIEW memory.analyst_correction_rate AS
SELECT t.tenant_id,
       t.beliefs,
       coalesce(c.corrections, 0) AS corrections,
       coalesce(d.deletions, 0) AS deletions,
       round(100.0 * (coalesce(c.corrections, 0) + coalesce(d.deletions, 0)) / nullif(t.beliefs, 0), 2)
           AS corrections_per_hundred_beliefs
  FROM (SELECT b.tenant_id, count(*) AS beliefs FROM memory.beliefs b GROUP BY b.tenant_id) t
  LEFT JOIN (SELECT r.tenant_id, count(*) AS corrections FROM memory.rejections r GROUP BY r.tenant_id) c
         ON c.tenant_id = t.tenant_id
  LEFT JOIN (SELECT x.tenant_id, count(*) AS deletions FROM memory.tombstones x GROUP BY x.tenant_id) d
         ON d.tenant_id = t.tenant_id;

CREATE OR REPLACE VIEW memory.analyst_formation_lag AS
SELECT r.tenant_id, date_trunc('day', r.finished_at) AS day,
       count(*) AS requests,
       round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.finished_at - e.recorded_at))::numeric, 3)
           AS p50_seconds,
       round(percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM r.finished_at - e.recorded_at))::numeric, 3)
           AS p95_seconds,
       round(max(extract(epoch FROM r.finished_at - e.recorded_at))::numeric, 3) AS max_seconds
  FROM memory.consolidation_runs r
  JOIN memory.events e
    ON e.tenant_id = r.tenant_id AND e.principal_id = r.principal_id AND e.session_id = r.session_id
   AND e.event_type = 'memory.formation.requested'
   AND e.seq > r.watermark_before AND e.seq <= r.watermark_after
 WHERE r.trigger = 'session' AND r.finished_at IS NOT NULL
 GROUP BY r.tenant_id, date_trunc('day', r.finished_at);

COMMENT ON VIEW memory.analyst_beliefs_by_type_status IS 'Content-free: beliefs per tenant, type, status and authority, with flagged, sensitive and archived counts.';
COMMENT ON VIEW memory.analyst_formation_funnel IS 'Content-free: per tenant, day, policy version, extractor and trigger, the funnel from proposed to committed / reinforced / superseded / conflicted / rejected.';
COMMENT ON VIEW memory.analyst_rejections_by_reason IS 'Content-free: rejected candidates per tenant, day, policy version and reason code.';
COMMENT ON VIEW memory.analyst_review_queue IS 'Content-free: per tenant, live beliefs waiting for review (flagged, low-signal) and open contradiction groups.';
COMMENT ON VIEW memory.analyst_correction_rate IS 'Content-free: per tenant, user corrections and deletions per hundred beliefs.';
COMMENT ON VIEW memory.analyst_formation_lag IS 'Content-free: per tenant and day, seconds from a formation request being recorded to the consolidation that covered it (p50, p95, max).';
