CREATE OR REPLACE FUNCTION memory.due_sessions(p_batch_limit integer, p_now timestamptz DEFAULT now())
RETURNS TABLE (
    tenant_id text,
    principal_id text,
    session_id text,
    scope text,
    watermark_seq bigint,
    last_seq bigint,
    formation_request_seq bigint,
    due_at timestamptz)
LANGUAGE sql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT s.tenant_id, s.principal_id, s.session_id, s.scope, s.watermark_seq, s.last_seq,
           s.formation_request_seq, s.due_at
      FROM memory.sessions s
     WHERE s.due_at IS NOT NULL
       AND s.due_at <= p_now
     ORDER BY s.due_at, s.tenant_id, s.principal_id, s.session_id
     LIMIT greatest(coalesce(p_batch_limit, 0), 0)
$$;

COMMENT ON FUNCTION memory.due_sessions(integer, timestamptz) IS
    'Sessions whose latest formation request after the watermark is eligible at p_now (not_before passed and '
    '30 s without activity; a closed session only needs not_before), oldest due first, at most p_batch_limit '
    '(a non-positive or NULL limit selects nothing). Walks sessions_due_idx.';
