CREATE OR REPLACE FUNCTION memory._require_worker_lease(p_worker text, p_lease interval)
RETURNS void
LANGUAGE plpgsql IMMUTABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF p_worker IS NULL OR btrim(p_worker) = '' OR p_lease IS NULL OR p_lease <= interval '0' THEN
        RAISE EXCEPTION 'a worker name and a positive lease are required' USING ERRCODE = 'MF030';
    END IF;
END;
$$;

CREATE OR REPLACE FUNCTION memory.claim_due_sessions(
    p_worker text,
    p_batch_limit integer,
    p_lease interval DEFAULT interval '2 minutes',
    p_now timestamptz DEFAULT now())
RETURNS TABLE (
    tenant_id text,
    principal_id text,
    session_id text,
    scope text,
    watermark_seq bigint,
    last_seq bigint,
    formation_request_seq bigint,
    due_at timestamptz)
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM memory._require_worker_lease(p_worker, p_lease);
    -- One statement: pick the oldest due, unleased sessions, skip rows another worker is
    -- claiming this instant, and lease them (River's claim shape; walks sessions_due_idx).
    RETURN QUERY
    UPDATE memory.sessions s
       SET claimed_by = p_worker, claimed_until = p_now + p_lease
      FROM (SELECT c.tenant_id, c.principal_id, c.session_id
              FROM memory.sessions c
             WHERE c.due_at IS NOT NULL AND c.due_at <= p_now
               AND (c.claimed_until IS NULL OR c.claimed_until <= p_now)
             ORDER BY c.due_at, c.tenant_id, c.principal_id, c.session_id
             LIMIT greatest(coalesce(p_batch_limit, 0), 0)
               FOR UPDATE SKIP LOCKED) picked
     WHERE s.tenant_id = picked.tenant_id AND s.principal_id = picked.principal_id AND s.session_id = picked.session_id
    RETURNING s.tenant_id, s.principal_id, s.session_id, s.scope, s.watermark_seq, s.last_seq,
              s.formation_request_seq, s.due_at;
END;
$$;

CREATE OR REPLACE FUNCTION memory.release_claim(p_tenant text, p_principal text, p_session text, p_worker text)
RETURNS boolean
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    UPDATE memory.sessions s SET claimed_by = NULL, claimed_until = NULL
     WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session
       AND s.claimed_by = p_worker;
    RETURN FOUND;
END;
$$;

CREATE OR REPLACE FUNCTION memory.defer_claim(
    p_tenant text,
    p_principal text,
    p_session text,
    p_worker text,
    p_delay interval,
    p_now timestamptz DEFAULT now())
RETURNS boolean
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF p_delay IS NULL OR p_delay < interval '0' THEN
        RAISE EXCEPTION 'a back-off must not be negative' USING ERRCODE = 'MF030';
    END IF;
    UPDATE memory.sessions s SET claimed_until = coalesce(p_now, now()) + p_delay
     WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session
       AND s.claimed_by = p_worker;
    RETURN FOUND;
END;
$$;

CREATE OR REPLACE FUNCTION memory.renew_claim(
    p_tenant text,
    p_principal text,
    p_session text,
    p_worker text,
    p_lease interval DEFAULT interval '2 minutes',
    p_now timestamptz DEFAULT now())
RETURNS boolean
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM memory._require_worker_lease(p_worker, p_lease);
    -- A commit clears the lease; a worker going on with the same session takes it again unless a peer
    -- leased it in between (then the peer goes on).
    UPDATE memory.sessions s SET claimed_by = p_worker, claimed_until = p_now + p_lease
     WHERE s.tenant_id = p_tenant AND s.principal_id = p_principal AND s.session_id = p_session
       AND (s.claimed_by IS NULL OR s.claimed_by = p_worker OR s.claimed_until <= p_now);
    RETURN FOUND;
END;
$$;

COMMENT ON FUNCTION memory.claim_due_sessions(text, integer, interval, timestamptz) IS
    'Leases up to p_batch_limit due sessions to worker p_worker for p_lease (oldest due first, skipping sessions '
    'leased to others or being claimed right now) and returns them. The lease avoids duplicate work; '
    'commit_formation''s claim and watermark check remain what makes formation exactly-once.';
COMMENT ON FUNCTION memory.release_claim(text, text, text, text) IS 'Releases a worker''s lease on a session at once: when it stops before starting it, leased it twice in one sweep, or finished it without a commit; after a failed consolidation the worker keeps the lease with defer_claim instead, as a back-off.';
COMMENT ON FUNCTION memory.defer_claim(text, text, text, text, interval, timestamptz) IS
    'Keeps a worker''s lease on a session it failed to consolidate until p_now + p_delay (a back-off), so no worker '
    'retries it before then; returns false when the worker no longer holds the lease.';
COMMENT ON FUNCTION memory.renew_claim(text, text, text, text, interval, timestamptz) IS
    'Leases one session to worker p_worker until p_now + p_lease when no one else holds it (unleased, its own, or an '
    'expired lease): a worker reading a session past the extractor''s scan ceiling takes it again after each commit '
    '(which clears the lease). Returns false when a peer holds it.';
COMMENT ON FUNCTION memory._require_worker_lease(text, interval) IS
    'Private: a lease is taken by a named worker for a positive interval (MF030 otherwise).';
