-- Runs first on every migrate, in the same transaction as every definition file after it:
-- drop memform's functions and views so each migrate recreates exactly what the files say.
-- A changed signature or return type then just works, and a deleted definition does not
-- linger. CASCADE takes the triggers with their functions; triggers/ recreates them.
-- Migrations (tables, indexes, constraints) must therefore never depend on memory.* functions.
DO $$
DECLARE
    v_object record;
BEGIN
    FOR v_object IN
        SELECT c.oid::regclass::text AS name
          FROM pg_catalog.pg_class c
          JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'memory' AND c.relkind IN ('v', 'm')
    LOOP
        EXECUTE format('DROP VIEW IF EXISTS %s CASCADE', v_object.name);
    END LOOP;
    FOR v_object IN
        SELECT p.oid::regprocedure::text AS name
          FROM pg_catalog.pg_proc p
          JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
         WHERE n.nspname = 'memory'
           AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
    LOOP
        EXECUTE format('DROP FUNCTION IF EXISTS %s CASCADE', v_object.name);
    END LOOP;
END;
$$;
