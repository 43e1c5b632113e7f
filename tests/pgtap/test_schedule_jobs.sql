-- pg_cron registration is idempotent and names its jobs; without pg_cron it says so.
BEGIN;
SELECT plan(4);

SELECT ok((memory.schedule_jobs() ->> 'scheduled')::boolean OR to_regnamespace('cron') IS NULL,
          'schedule_jobs schedules when pg_cron is there and reports when it is not');
SELECT CASE WHEN to_regnamespace('cron') IS NULL
            THEN skip('pg_cron is not installed here', 3)
            ELSE collect_tap(
                is((SELECT string_agg(jobname || ' ' || schedule, ', ' ORDER BY jobname COLLATE "C")
                      FROM cron.job WHERE jobname LIKE 'memform-%'),
                   'memform-cron-retention 17 3 * * *, memform-maintenance */5 * * * *, memform-wakeup * * * * *',
                   'the wake-up, maintenance and retention jobs are registered by fixed name'),
                lives_ok($$SELECT memory.schedule_jobs()$$, 'scheduling again works'),
                is((SELECT count(*)::int FROM cron.job WHERE jobname LIKE 'memform-%'), 3,
                   'scheduling again replaces rather than duplicates'))
       END;

SELECT * FROM finish();
ROLLBACK;
