-- Roles, grants and row-level security, re-applied on every migrate.
--   memory_app      appends, remembers, reads and corrects the memory of the principal its
--                   connection is bound to (memory.bind_principal); never writes a table directly
--   memory_worker   formation and maintenance for every principal
--   memory_analyst  the content-free analyst views, nothing else
-- The schema owner runs migrations and owns the definer functions.

DO $$
DECLARE
    v_role text;
BEGIN
    FOREACH v_role IN ARRAY ARRAY['memory_app', 'memory_worker', 'memory_analyst'] LOOP
        IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = v_role) THEN
            EXECUTE format('CREATE ROLE %I NOLOGIN', v_role);
        END IF;
    END LOOP;
END;
$$;

REVOKE ALL ON SCHEMA memory FROM PUBLIC;
GRANT USAGE ON SCHEMA memory TO memory_app, memory_worker, memory_analyst;
REVOKE ALL ON ALL TABLES IN SCHEMA memory FROM PUBLIC, memory_app, memory_worker, memory_analyst;
REVOKE ALL ON ALL SEQUENCES IN SCHEMA memory FROM PUBLIC, memory_app, memory_worker, memory_analyst;
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA memory FROM PUBLIC, memory_app, memory_worker, memory_analyst;

GRANT EXECUTE ON FUNCTION
    memory.bind_principal(text, text),
    memory.bound_tenant(),
    memory.bound_principal(),
    memory.append_event(text, text, text, text, jsonb, text, text, text, text, text, text),
    memory.complete_run(text, text, text, text, text, text),
    memory.close_session(text, text, text, text),
    memory.remember(text, text, text, jsonb, text),
    memory.list_beliefs(text, text, boolean, text, text, text, text, boolean),
    memory.get_belief(text, text, uuid),
    memory.diagnose_session(text, text, text),
    memory.explain_confidence(text, text, uuid),
    memory.correct_belief(text, text, uuid, text, jsonb, text),
    memory.edit_belief(text, text, uuid, text),
    memory.delete_belief(text, text, uuid),
    memory.record_recall(text, text, uuid[], timestamptz),
    memory.unflag_low_signal(text, text, uuid, timestamptz),
    memory.clear_contradiction_group(text, text, uuid, timestamptz),
    memory.normalize_statement(text),
    memory.statement_sha256(text),
    memory.event_text(jsonb),
    memory.formation_idle_interval(),
    memory.run_status_is_terminal(text),
    memory.portability_ceiling(text),
    memory.corrections_session()
TO memory_app, memory_worker;

GRANT EXECUTE ON FUNCTION
    memory.claim_due_sessions(text, integer, interval, timestamptz),
    memory.release_claim(text, text, text, text),
    memory.defer_claim(text, text, text, text, interval, timestamptz),
    memory.renew_claim(text, text, text, text, interval, timestamptz),
    memory.due_sessions(integer, timestamptz),
    memory.next_due_at(),
    memory.formation_job(text, text, text, text),
    memory.session_prefix(text, text, text, bigint, bigint),
    memory.session_context(text, text, text, bigint, integer, integer, integer),
    memory.commit_formation(jsonb, jsonb, jsonb),
    memory.run_maintenance(timestamptz, integer, text, text),
    memory.maintenance_scheduled(),
    memory.eligibility_reason(text, boolean),
    memory.record_provider_attempt(jsonb)
TO memory_worker;

-- Reads through the views and tables are row-level secured: the app sees its bound
-- principal's rows, the worker every row; neither may write a table directly.
GRANT SELECT ON ALL TABLES IN SCHEMA memory TO memory_app, memory_worker;
REVOKE SELECT ON memory.maintenance_cursors FROM memory_app;
REVOKE SELECT ON memory.analyst_beliefs_by_type_status, memory.analyst_formation_funnel,
    memory.analyst_rejections_by_reason, memory.analyst_review_queue, memory.analyst_correction_rate,
    memory.analyst_formation_lag FROM memory_app, memory_worker;
GRANT SELECT ON memory.analyst_beliefs_by_type_status, memory.analyst_formation_funnel,
    memory.analyst_rejections_by_reason, memory.analyst_review_queue, memory.analyst_correction_rate,
    memory.analyst_formation_lag TO memory_analyst;

DO $$
DECLARE
    v_table text;
BEGIN
    FOR v_table IN
        SELECT c.relname FROM pg_catalog.pg_class c
          JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
          JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attname = 'principal_id' AND NOT a.attisdropped
         WHERE n.nspname = 'memory' AND c.relkind = 'r'
    LOOP
        EXECUTE format('ALTER TABLE memory.%I ENABLE ROW LEVEL SECURITY', v_table);
        EXECUTE format('DROP POLICY IF EXISTS bound_principal ON memory.%I', v_table);
        EXECUTE format('CREATE POLICY bound_principal ON memory.%I FOR SELECT TO memory_app USING ('
                       'tenant_id = memory.bound_tenant() AND principal_id = memory.bound_principal())', v_table);
        EXECUTE format('DROP POLICY IF EXISTS every_principal ON memory.%I', v_table);
        EXECUTE format('CREATE POLICY every_principal ON memory.%I FOR SELECT TO memory_worker USING (true)', v_table);
    END LOOP;
END;
$$;
