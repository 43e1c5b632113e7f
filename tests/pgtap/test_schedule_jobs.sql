-- pg_cron registration is idempotent and names its jobs; without pg_cron it says so.
-- Whether pg_cron is usable here is decided independently of schedule_jobs: installed,
-- preloaded, and this is its database (cron.database_name). Where it is usable, scheduling must
-- succeed (a broken schedule_jobs fails this file); where it is not, the cron.job checks skip.
-- cron.job is only ever read through dynamic SQL, so this file parses without the cron schema.
BEGIN;
SELECT plan(8);

CREATE TEMP TABLE cron_here AS
SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_available_extensions WHERE name = 'pg_cron')
       AND coalesce(current_setting('shared_preload_libraries', true), '') LIKE '%pg_cron%'
       AND current_database() = coalesce(current_setting('cron.database_name', true), 'postgres') AS usable;
CREATE TEMP TABLE first_call AS SELECT memory.schedule_jobs() AS r;

CREATE FUNCTION pg_temp.cron_jobs() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    v text;
BEGIN
    EXECUTE $q$SELECT string_agg(jobname || ' ' || schedule, ', ' ORDER BY jobname COLLATE "C")
                 FROM cron.job WHERE jobname LIKE 'memform-%'$q$ INTO v;
    RETURN v;
END;
$$;
CREATE FUNCTION pg_temp.cron_job_count() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
    v integer;
BEGIN
    EXECUTE $q$SELECT count(*)::int FROM cron.job WHERE jobname LIKE 'memform-%'$q$ INTO v;
    RETURN v;
END;
$$;
CREATE FUNCTION pg_temp.cron_job_owners() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    v text;
BEGIN
    EXECUTE $q$SELECT string_agg(DISTINCT username, ', ') FROM cron.job WHERE jobname LIKE 'memform-%'$q$ INTO v;
    RETURN v;
END;
$$;
CREATE FUNCTION pg_temp.cron_checks() RETURNS SETOF text LANGUAGE plpgsql AS $$
BEGIN
    IF NOT (SELECT usable FROM cron_here) THEN
        RETURN NEXT skip('pg_cron is not installed, preloaded and pointed at this database', 5);
        RETURN;
    END IF;
    RETURN NEXT is(pg_temp.cron_jobs(),
                   'memform-cron-retention 17 3 * * *, memform-maintenance */5 * * * *, memform-wakeup * * * * *',
                   'the wake-up, maintenance and retention jobs are registered by fixed name');
    RETURN NEXT lives_ok($q$SELECT memory.schedule_jobs()$q$, 'scheduling again works');
    RETURN NEXT is(pg_temp.cron_job_count(), 3, 'scheduling again replaces rather than duplicates');
    -- a second role allowed to use pg_cron migrates: pg_cron files its jobs apart (each role sees
    -- only its own), yet there is still one set, the owner's; a stray job it filed itself is gone
    CREATE ROLE tap_deployer NOLOGIN;
    GRANT USAGE ON SCHEMA cron, memory TO tap_deployer;
    GRANT EXECUTE ON FUNCTION memory.schedule_jobs() TO tap_deployer;
    SET LOCAL ROLE tap_deployer;
    EXECUTE $q$SELECT cron.schedule('memform-wakeup', '* * * * *', 'SELECT 1')$q$;
    PERFORM memory.schedule_jobs();
    RESET ROLE;
    RETURN NEXT is(pg_temp.cron_job_count(), 3, 'a second role scheduling adds no second set of jobs');
    RETURN NEXT is(pg_temp.cron_job_owners(),
                   (SELECT pg_catalog.pg_get_userbyid(p.proowner)::text FROM pg_catalog.pg_proc p
                     WHERE p.oid = 'memory.schedule_jobs()'::regprocedure),
                   'every memform job is filed under the owner of what it calls');
END;
$$;

SELECT is((SELECT (r ->> 'scheduled')::boolean FROM first_call), (SELECT usable FROM cron_here),
          'schedule_jobs schedules exactly when pg_cron is usable here');
SELECT is((SELECT r ? 'reason' FROM first_call), NOT (SELECT usable FROM cron_here),
          'and gives a reason exactly when it does not');
SELECT is(memory.maintenance_scheduled(), (SELECT usable FROM cron_here),
          'maintenance_scheduled tells the worker whether to keep its own maintenance timer');
SELECT * FROM pg_temp.cron_checks();

SELECT * FROM finish();
ROLLBACK;
