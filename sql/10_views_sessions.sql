-- Content-free session overview for operators and analysts: where each session stands in
-- the formation lifecycle, without any event text.

CREATE OR REPLACE VIEW memory.session_overview
WITH (security_invoker = true) AS
SELECT s.tenant_id,
       s.principal_id,
       s.session_id,
       s.scope,
       s.last_seq,
       s.watermark_seq,
       s.last_seq - s.watermark_seq AS unconsolidated_events,
       s.formation_request_seq,
       s.formation_not_before,
       s.due_at,
       CASE
           WHEN s.due_at IS NOT NULL THEN 'pending'
           WHEN s.formation_request_seq IS NULL THEN 'no_request'
           ELSE 'consolidated'
       END AS formation_state,
       s.last_activity_at,
       s.closed_at,
       s.created_at
  FROM memory.sessions s;

COMMENT ON VIEW memory.session_overview IS
    'One row per session: seq and watermark, unconsolidated events, the governing formation request and when it is due, '
    'and formation_state (pending, no_request, consolidated). Carries no event content.';
