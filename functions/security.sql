-- Principal isolation: an application connection binds the principal it serves, and every
-- principal-taking function refuses any other. Workers, the schema owner and superusers
-- act for any principal.

CREATE OR REPLACE FUNCTION memory._binding_table()
RETURNS text
LANGUAGE plpgsql IMMUTABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN 'memform_binding';
END;
$$;

CREATE OR REPLACE FUNCTION memory.bind_principal(p_tenant text, p_principal text)
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_table text := memory._binding_table();
BEGIN
    PERFORM memory._require_identity(p_tenant, p_principal, 'bind');
    -- The binding lives in a temporary table created by this definer function, so it belongs
    -- to the schema owner: the connection can change it only through this function, not with
    -- SET. It lasts for the session; DISCARD TEMP (or ALL) at pool release forgets it.
    -- Dynamic SQL: the table exists only in this session, so static checks cannot see it.
    EXECUTE format('CREATE TEMPORARY TABLE IF NOT EXISTS %s (tenant_id text NOT NULL, principal_id text NOT NULL)',
                   v_table);
    -- A table of that name the connection created itself, before its first bind, is not ours:
    -- writing into it would let the connection rewrite its own binding.
    IF NOT memory._binding_is_ours() THEN
        RAISE EXCEPTION 'this session has a % table that memform did not create', v_table
            USING ERRCODE = 'MF060', HINT = 'DISCARD TEMP, then bind again.';
    END IF;
    EXECUTE format('DELETE FROM pg_temp.%s', v_table);
    EXECUTE format('INSERT INTO pg_temp.%s VALUES ($1, $2)', v_table) USING p_tenant, p_principal;
END;
$$;

CREATE OR REPLACE FUNCTION memory._binding_is_ours()
RETURNS boolean
LANGUAGE sql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    -- current_user is this function's owner, the schema owner, who owns what bind_principal creates
    SELECT coalesce((SELECT c.relowner = (SELECT r.oid FROM pg_catalog.pg_roles r WHERE r.rolname = current_user)
                       FROM pg_catalog.pg_class c
                      WHERE c.oid = pg_catalog.to_regclass('pg_temp.' || memory._binding_table())), false)
$$;

CREATE OR REPLACE FUNCTION memory._bound(p_column text)
RETURNS text
LANGUAGE plpgsql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_value text;
BEGIN
    IF NOT memory._binding_is_ours() THEN
        RETURN NULL;  -- unbound, or a look-alike table the connection made itself
    END IF;
    EXECUTE format('SELECT %I FROM pg_temp.%s LIMIT 1', p_column, memory._binding_table()) INTO v_value;
    RETURN v_value;
END;
$$;

CREATE OR REPLACE FUNCTION memory.bound_tenant()
RETURNS text
LANGUAGE sql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$ SELECT memory._bound('tenant_id') $$;

CREATE OR REPLACE FUNCTION memory.bound_principal()
RETURNS text
LANGUAGE sql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$ SELECT memory._bound('principal_id') $$;

CREATE OR REPLACE FUNCTION memory._authorize(p_tenant text, p_principal text)
RETURNS void
LANGUAGE plpgsql STABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    -- session_user, not current_user: inside a SECURITY DEFINER function current_user is the owner.
    IF (SELECT r.rolsuper FROM pg_catalog.pg_roles r WHERE r.rolname = session_user)
       OR session_user = (SELECT n.nspowner::regrole::text FROM pg_catalog.pg_namespace n WHERE n.nspname = 'memory')
       OR pg_catalog.pg_has_role(session_user, 'memory_worker', 'USAGE') THEN
        RETURN;
    END IF;
    IF memory.bound_tenant() IS DISTINCT FROM p_tenant OR memory.bound_principal() IS DISTINCT FROM p_principal THEN
        RAISE EXCEPTION 'principal % of tenant % is not the one bound to this connection', p_principal, p_tenant
            USING ERRCODE = 'MF060',
                  HINT = 'SELECT memory.bind_principal(tenant, principal) for the person this connection serves.';
    END IF;
END;
$$;

COMMENT ON FUNCTION memory.bind_principal(text, text) IS 'Binds the session to one tenant and principal: what a memory_app connection may then read and change. Stored where only this function can write it (a SET cannot forge it); DISCARD TEMP forgets it.';
COMMENT ON FUNCTION memory._binding_table() IS 'Private: the session''s binding table (temporary, owned by the schema owner).';
COMMENT ON FUNCTION memory._binding_is_ours() IS 'Private: true when the session''s binding table exists and was created by bind_principal (owned by the schema owner), not by the connection itself.';
COMMENT ON FUNCTION memory._bound(text) IS 'Private: one column of the session''s binding, or NULL when unbound.';
COMMENT ON FUNCTION memory.bound_tenant() IS 'The tenant this session is bound to, or NULL.';
COMMENT ON FUNCTION memory.bound_principal() IS 'The principal this session is bound to, or NULL.';
COMMENT ON FUNCTION memory._authorize(text, text) IS 'Private: refuses (MF060) a principal other than the bound one, unless the session user is a superuser, the schema owner or a memory_worker.';
