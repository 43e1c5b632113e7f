-- Row-level security on every table of schema memory that carries a principal_id, found from
-- the catalog (a new principal-keyed table is covered without editing this file):
--   * the catalog: RLS enabled; memory_app reads through exactly one SELECT policy, keyed on the
--     bound tenant and principal; memory_worker reads every row; memory_app may not write and
--     memory_analyst may not even read these tables;
--   * behaviour: with alice and bob both owning rows in every such table, a memory_app
--     connection bound to alice reads none of bob's rows (nor any other principal's) from any of
--     them, and does read her own; memory_analyst is refused every one of them.
-- RLS is enabled, not forced: the definer functions run as the table owner and must see every
-- principal (they authorize with memory._authorize); the roles that connect are not owners.
BEGIN;
\ir helpers_commit.sql
SELECT plan(14);

CREATE TEMP TABLE principal_tables AS
SELECT c.oid AS relid, c.relname::text AS relname, c.relrowsecurity
  FROM pg_catalog.pg_class c
  JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = 'memory' AND c.relkind IN ('r', 'p')
   AND EXISTS (SELECT 1 FROM pg_catalog.pg_attribute a
                WHERE a.attrelid = c.oid AND a.attname = 'principal_id' AND NOT a.attisdropped);
GRANT SELECT ON principal_tables TO PUBLIC;

-- ---------------------------------------------------------------- catalog
SELECT ok((SELECT array_agg(relname) FROM principal_tables) @> ARRAY['beliefs', 'belief_links', 'belief_sources',
          'candidate_outcomes', 'confidence_changes', 'consolidation_runs', 'events', 'maintenance_runs',
          'provider_attempts', 'rejections', 'sessions', 'tombstones'],
          'the catalog query finds every principal-keyed table');
SELECT is_empty($$SELECT relname FROM principal_tables WHERE NOT relrowsecurity$$,
                'row-level security is enabled on every principal-keyed table');
SELECT is_empty($$
    SELECT t.relname FROM principal_tables t
     WHERE (SELECT count(*) FROM pg_catalog.pg_policy p
             WHERE p.polrelid = t.relid AND p.polpermissive AND p.polcmd = 'r'
               AND p.polroles = ARRAY['memory_app'::regrole::oid]
               AND pg_catalog.pg_get_expr(p.polqual, p.polrelid)
                   = '((tenant_id = memory.bound_tenant()) AND (principal_id = memory.bound_principal()))') <> 1
$$, 'every principal-keyed table has a memory_app SELECT policy on the bound tenant and principal');
SELECT is_empty($$
    SELECT t.relname, p.polname FROM principal_tables t JOIN pg_catalog.pg_policy p ON p.polrelid = t.relid
     WHERE EXISTS (SELECT 1 FROM unnest(p.polroles) r(oid)
                    WHERE CASE WHEN r.oid = 0 THEN true  -- PUBLIC
                               ELSE pg_catalog.pg_has_role('memory_app', r.oid, 'MEMBER')
                                    OR pg_catalog.pg_has_role('memory_analyst', r.oid, 'MEMBER') END)
       AND NOT (p.polcmd = 'r' AND p.polroles = ARRAY['memory_app'::regrole::oid]
                AND pg_catalog.pg_get_expr(p.polqual, p.polrelid)
                    = '((tenant_id = memory.bound_tenant()) AND (principal_id = memory.bound_principal()))')
$$, 'no other policy reaches memory_app, memory_analyst or PUBLIC');
SELECT is_empty($$
    SELECT t.relname FROM principal_tables t
     WHERE NOT EXISTS (SELECT 1 FROM pg_catalog.pg_policy p
                        WHERE p.polrelid = t.relid AND p.polcmd = 'r' AND p.polroles = ARRAY['memory_worker'::regrole::oid])
$$, 'memory_worker has its every-principal SELECT policy on each');
SELECT is_empty($$
    SELECT t.relname, r.role, pr.priv FROM principal_tables t
     CROSS JOIN (VALUES ('memory_app'), ('memory_analyst'), ('memory_worker')) r(role)
     CROSS JOIN (VALUES ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE')) pr(priv)
     WHERE pg_catalog.has_table_privilege(r.role, t.relid, pr.priv)
$$, 'no connecting role may write a principal-keyed table');
SELECT is_empty($$SELECT relname FROM principal_tables WHERE pg_catalog.has_table_privilege('memory_analyst', relid, 'SELECT')$$,
                'memory_analyst may not read any principal-keyed table');

-- ---------------------------------------------------------------- data: alice and bob in every table
CREATE FUNCTION pg_temp.populate(p_principal text, p_home text, p_music text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    v_home uuid;
    v_music uuid;
BEGIN
    PERFORM pg_temp.say('trls', p_principal, 's1', 'I live in ' || p_home || '. I like ' || p_music || ' music.',
                        (now() - interval '2 days')::text);
    PERFORM pg_temp.commit('trls', p_principal, 's1', jsonb_build_array(
        pg_temp.cand('user_model_attr', 'location:home', 'Lives in ' || p_home, '{1}'),
        pg_temp.cand('preference', 'preference:music', 'Likes ' || p_music || ' music', '{1}')));
    SELECT belief_id INTO STRICT v_home FROM memory.beliefs
     WHERE tenant_id = 'trls' AND principal_id = p_principal AND subject = 'location:home';
    SELECT belief_id INTO STRICT v_music FROM memory.beliefs
     WHERE tenant_id = 'trls' AND principal_id = p_principal AND subject = 'preference:music';
    -- decay of the provisional beliefs: confidence_changes, maintenance_runs
    PERFORM memory.run_maintenance(now() + interval '60 days', 500, 'trls', p_principal);
    -- a changed home: rejections, belief_links (supersedes), a corrections run
    PERFORM memory.correct_belief('trls', p_principal, v_home, 'changed', jsonb_build_object('statement', 'Lives in Rome'));
    -- a deletion: tombstones
    PERFORM memory.delete_belief('trls', p_principal, v_music);
    -- a provider attempt
    PERFORM memory.record_provider_attempt(jsonb_build_object(
        'tenant', 'trls', 'principal', p_principal, 'session', 's1', 'extractor_version', '1',
        'policy_version', 'formation@8', 'provider', 'openai-compatible', 'model', 'm', 'outcome', 'failed',
        'failure_kind', 'transport', 'source_seqs', jsonb_build_array(1)));
END;
$$;
SELECT pg_temp.populate('alice', 'Lisbon', 'ska');
SELECT pg_temp.populate('bob', 'Oslo', 'polka');

CREATE FUNCTION pg_temp.rows_of(p_table text, p_principal text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    v_n bigint;
BEGIN
    EXECUTE format('SELECT count(*) FROM memory.%I WHERE tenant_id = %L AND principal_id = %L', p_table, 'trls', p_principal)
       INTO v_n;
    RETURN v_n;
END;
$$;
-- Rows a reader sees that are not alice's in tenant trls: any of them is a leak.
CREATE FUNCTION pg_temp.foreign_rows(p_table text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    v_n bigint;
BEGIN
    EXECUTE format('SELECT count(*) FROM memory.%I WHERE tenant_id IS DISTINCT FROM %L OR principal_id IS DISTINCT FROM %L',
                   p_table, 'trls', 'alice')
       INTO v_n;
    RETURN v_n;
END;
$$;
CREATE FUNCTION pg_temp.read_refused(p_table text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE format('SELECT count(*) FROM memory.%I', p_table);
    RETURN 'read';
EXCEPTION WHEN insufficient_privilege THEN
    RETURN 'refused';
END;
$$;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pg_temp TO PUBLIC;

SELECT is_empty($$SELECT relname FROM principal_tables WHERE pg_temp.rows_of(relname, 'bob') = 0$$,
                'bob owns rows in every principal-keyed table (the test below is not vacuous)');
SELECT is_empty($$SELECT relname FROM principal_tables WHERE pg_temp.rows_of(relname, 'alice') = 0$$,
                'and so does alice');

CREATE ROLE tap_rls_app IN ROLE memory_app;
CREATE ROLE tap_rls_analyst IN ROLE memory_analyst;
CREATE ROLE tap_rls_worker IN ROLE memory_worker;
-- pgTAP keeps its bookkeeping in temp tables of the superuser; let the test roles write them.
GRANT ALL ON ALL TABLES IN SCHEMA pg_temp TO PUBLIC;
GRANT ALL ON ALL SEQUENCES IN SCHEMA pg_temp TO PUBLIC;

-- ---------------------------------------------------------------- behaviour
SET SESSION AUTHORIZATION tap_rls_app;
SELECT memory.bind_principal('trls', 'alice');
SELECT results_eq($$SELECT relname, pg_temp.foreign_rows(relname) FROM principal_tables ORDER BY relname$$,
                  $$SELECT relname, 0::bigint FROM principal_tables ORDER BY relname$$,
                  'bound to alice, memory_app reads no other principal''s row from any principal-keyed table');
SELECT results_eq($$SELECT relname, pg_temp.rows_of(relname, 'bob') FROM principal_tables ORDER BY relname$$,
                  $$SELECT relname, 0::bigint FROM principal_tables ORDER BY relname$$,
                  'in particular none of bob''s, asked for by name');
SELECT is_empty($$SELECT relname FROM principal_tables WHERE pg_temp.rows_of(relname, 'alice') = 0$$,
                'while alice reads her own rows in every one');
-- an unbound memory_app connection reads nothing at all
RESET SESSION AUTHORIZATION;
DROP TABLE pg_temp.memform_binding;
SET SESSION AUTHORIZATION tap_rls_app;
SELECT is_empty($$SELECT relname FROM principal_tables WHERE pg_temp.rows_of(relname, 'alice') + pg_temp.rows_of(relname, 'bob') > 0$$,
                'an unbound memory_app connection reads no principal''s rows');
RESET SESSION AUTHORIZATION;

SET SESSION AUTHORIZATION tap_rls_analyst;
SELECT is_empty($$SELECT relname, pg_temp.read_refused(relname) FROM principal_tables WHERE pg_temp.read_refused(relname) <> 'refused'$$,
                'memory_analyst is refused every principal-keyed table');
RESET SESSION AUTHORIZATION;

SELECT * FROM finish();
ROLLBACK;
