-- The conventions DESIGN.md sets for SQL, checked on the catalog so a new object that breaks
-- one fails here: every function pins its search_path, every public object is commented, and
-- no function takes a session-level advisory lock.
BEGIN;
SELECT plan(5);

SELECT is_empty($$
    SELECT p.oid::regprocedure::text FROM pg_catalog.pg_proc p
     WHERE p.pronamespace = 'memory'::regnamespace
       AND NOT coalesce('search_path=pg_catalog, pg_temp' = ANY (p.proconfig), false)$$,
    'every memory function runs with SET search_path = pg_catalog, pg_temp');

SELECT is_empty($$
    SELECT p.oid::regprocedure::text FROM pg_catalog.pg_proc p
     WHERE p.pronamespace = 'memory'::regnamespace AND p.proname !~ '^_'
       AND pg_catalog.obj_description(p.oid, 'pg_proc') IS NULL$$,
    'every public memory function has a COMMENT');

SELECT is_empty($$
    SELECT c.oid::regclass::text FROM pg_catalog.pg_class c
     WHERE c.relnamespace = 'memory'::regnamespace AND c.relkind IN ('r', 'v', 'm')
       AND pg_catalog.obj_description(c.oid, 'pg_class') IS NULL$$,
    'every memory table and view has a COMMENT');

SELECT is_empty($$
    SELECT p.oid::regprocedure::text FROM pg_catalog.pg_proc p
     WHERE p.pronamespace = 'memory'::regnamespace
       AND p.prosrc ~* 'pg_(try_)?advisory_lock(_shared)?\s*\('$$,
    'advisory locks are transaction-scoped only (no pg_advisory_lock / pg_try_advisory_lock)');

SELECT is_empty($$
    SELECT p.oid::regprocedure::text FROM pg_catalog.pg_proc p
     WHERE p.pronamespace = 'memory'::regnamespace AND p.prosecdef
       AND p.proname ~ '^_' AND has_function_privilege('memory_app', p.oid, 'EXECUTE')$$,
    'no private SECURITY DEFINER helper is callable by the app role');

SELECT * FROM finish();
ROLLBACK;
