-- On a managed server memform's owner is no superuser: schedule_jobs must say it could not
-- schedule (the worker then keeps the timers) rather than fail the migrate that calls it,
-- whether it cannot read shared_preload_libraries or cannot use an installed pg_cron.
-- schedule_jobs runs as its owner (SECURITY DEFINER), so here the owner is made one that is no
-- superuser, as on such a server (rolled back below).
BEGIN;
SELECT plan(3);

CREATE ROLE tap_unprivileged_owner NOLOGIN;
GRANT USAGE ON SCHEMA memory TO tap_unprivileged_owner;
ALTER FUNCTION memory.schedule_jobs() OWNER TO tap_unprivileged_owner;

SET LOCAL ROLE tap_unprivileged_owner;
SELECT lives_ok($$SELECT memory.schedule_jobs()$$, 'schedule_jobs runs for a role that is no superuser');
CREATE TEMP TABLE answer AS SELECT memory.schedule_jobs() AS r;
SELECT is((SELECT r ->> 'scheduled' FROM answer), 'false', 'and says nothing was scheduled');
SELECT ok((SELECT length(r ->> 'reason') > 0 FROM answer), 'with the reason');
RESET ROLE;

SELECT * FROM finish();
ROLLBACK;
