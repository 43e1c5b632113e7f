-- pg_cron registration, idempotent: fixed job names are unscheduled and scheduled again.
-- Everything works without pg_cron; the worker then keeps the same timers itself.
--
-- SECURITY DEFINER: pg_cron files a job under the role that schedules it, and each role sees only
-- its own jobs (row-level security on cron.job). Run as its caller, a second role allowed to use
-- pg_cron that migrated would neither see nor replace the first one's jobs and would add a second
-- set: two maintenance sweeps every five minutes, one of them as a role that may not run it. Run as
-- memform's owner, whoever calls it replaces the one set, owned by the role that owns what the jobs
-- call; an owner that is a superuser also removes memform jobs filed under any other role.

CREATE OR REPLACE FUNCTION memory.schedule_jobs()
RETURNS jsonb
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_jobs jsonb := jsonb_build_object(
        'memform-wakeup', jsonb_build_array('* * * * *', 'NOTIFY memform_formation, ''tick'''),
        'memform-cron-retention', jsonb_build_array('17 3 * * *',
            'DELETE FROM cron.job_run_details WHERE end_time < now() - interval ''7 days'''));
    v_name text;
    v_scheduled text[] := '{}'::text[];
BEGIN
    IF to_regprocedure('memory.run_maintenance(timestamp with time zone,integer,text,text)') IS NOT NULL THEN
        v_jobs := v_jobs || jsonb_build_object('memform-maintenance',
            jsonb_build_array('*/5 * * * *', 'SELECT memory.run_maintenance()'));
    END IF;

    -- A role that is no superuser (a managed server's owner) may neither read
    -- shared_preload_libraries nor use pg_cron: then nothing is scheduled and the worker keeps
    -- the timers, as without pg_cron.
    BEGIN
        IF to_regnamespace('cron') IS NULL THEN
            IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_available_extensions WHERE name = 'pg_cron')
               OR current_setting('shared_preload_libraries', true) NOT LIKE '%pg_cron%' THEN
                RETURN jsonb_build_object('scheduled', false, 'reason', 'pg_cron is not installed and preloaded');
            END IF;
            BEGIN
                CREATE EXTENSION IF NOT EXISTS pg_cron;
            EXCEPTION WHEN OTHERS THEN
                -- pg_cron lives in one database (cron.database_name); elsewhere it cannot be created.
                RETURN jsonb_build_object('scheduled', false, 'reason', SQLERRM);
            END;
        END IF;

        -- Dynamic SQL: the cron schema need not exist when this function is defined.
        EXECUTE 'SELECT count(cron.unschedule(jobid)) FROM cron.job WHERE jobname LIKE ''memform-%''';
        FOR v_name IN SELECT jsonb_object_keys(v_jobs) ORDER BY 1 LOOP
            EXECUTE 'SELECT cron.schedule($1, $2, $3)'
                USING v_name, v_jobs -> v_name ->> 0, v_jobs -> v_name ->> 1;
            v_scheduled := v_scheduled || v_name;
        END LOOP;
    EXCEPTION WHEN insufficient_privilege THEN
        RETURN jsonb_build_object('scheduled', false, 'reason', 'not allowed to use pg_cron: ' || SQLERRM);
    END;
    RETURN jsonb_build_object('scheduled', true, 'jobs', to_jsonb(v_scheduled));
END;
$$;

COMMENT ON FUNCTION memory.schedule_jobs() IS
    'Registers memform''s pg_cron jobs by fixed name, replacing earlier ones: memform-wakeup (NOTIFY memform_formation '
    'every minute), memform-cron-retention (job_run_details older than 7 days) and, once memory.run_maintenance exists, '
    'memform-maintenance (every 5 minutes). Runs as memform''s owner, so whoever calls it there is one set of jobs, '
    'filed under the owner (an owner that is a superuser also removes memform jobs filed under other roles). '
    'Creates the pg_cron extension when it is preloaded. Returns {"scheduled": false, "reason": ...} when pg_cron '
    'is unavailable or the owner may not use it (no superuser); nothing else depends on it.';

CREATE OR REPLACE FUNCTION memory.maintenance_scheduled()
RETURNS boolean
LANGUAGE plpgsql STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_scheduled boolean;
BEGIN
    IF to_regclass('cron.job') IS NULL THEN
        RETURN false;
    END IF;
    EXECUTE 'SELECT EXISTS (SELECT 1 FROM cron.job WHERE jobname = ''memform-maintenance'' AND active)'
       INTO v_scheduled;
    RETURN v_scheduled;
END;
$$;

COMMENT ON FUNCTION memory.maintenance_scheduled() IS 'true when pg_cron runs the maintenance sweep; otherwise the worker runs it on its own timer.';
