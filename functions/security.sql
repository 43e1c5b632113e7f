-- Principal isolation: an application connection binds the principal it serves, and every
-- principal-taking function refuses any other. Workers, the schema owner and superusers
-- act for any principal.

CREATE OR REPLACE FUNCTION memory.bind_principal(p_tenant text, p_principal text, p_local boolean DEFAULT false)
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM memory._require_identity(p_tenant, p_principal, 'bind');
    PERFORM set_config('memform.tenant', p_tenant, p_local);
    PERFORM set_config('memform.principal', p_principal, p_local);
END;
$$;

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
    IF current_setting('memform.tenant', true) IS DISTINCT FROM p_tenant
       OR current_setting('memform.principal', true) IS DISTINCT FROM p_principal THEN
        RAISE EXCEPTION 'principal % of tenant % is not the one bound to this connection', p_principal, p_tenant
            USING ERRCODE = 'MF060',
                  HINT = 'SELECT memory.bind_principal(tenant, principal) for the person this connection serves.';
    END IF;
END;
$$;

COMMENT ON FUNCTION memory.bind_principal(text, text, boolean) IS 'Binds the connection (or, with p_local, the transaction) to one tenant and principal: what the memory_app role may then read and change.';
COMMENT ON FUNCTION memory._authorize(text, text) IS 'Private: refuses (MF060) a principal other than the bound one, unless the session user is a superuser, the schema owner or a memory_worker.';
