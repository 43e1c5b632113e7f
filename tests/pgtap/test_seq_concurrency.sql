-- Two concurrent appenders on one session, over dblink: seq stays gap-free and ordered,
-- including when the first appender rolls back. These appends commit for real, under a
-- unique session id of tenant 'tc'.
BEGIN;
SELECT plan(7);

CREATE TEMP TABLE tap_conc AS
SELECT 'conc-' || gen_random_uuid() AS sid,
       format('dbname=%s host=%s port=%s user=%s', current_database(),
              split_part(current_setting('unix_socket_directories'), ',', 1),
              current_setting('port'), current_user) AS conninfo;

CREATE FUNCTION pg_temp.append_sql(p_text text) RETURNS text LANGUAGE sql AS $$
    SELECT format('SELECT memory.append_event(%L, %L, %L, %L, %L::jsonb)',
                  'tc', 'p', (SELECT sid FROM tap_conc), 'user.message.created',
                  jsonb_build_object('text', p_text)::text)
$$;

SELECT dblink_connect('conc_a', (SELECT conninfo FROM tap_conc));
SELECT dblink_connect('conc_b', (SELECT conninfo FROM tap_conc));

-- A holds the session row; B must wait, then take the next seq
SELECT dblink_exec('conc_a', 'BEGIN');
SELECT is((SELECT seq FROM dblink('conc_a', pg_temp.append_sql('from a')) AS t(seq bigint)), 1::bigint,
          'the first appender gets seq 1');
SELECT dblink_send_query('conc_b', pg_temp.append_sql('from b'));
SELECT pg_sleep(0.3);
SELECT is(dblink_is_busy('conc_b'), 1, 'the second appender waits for the first one''s transaction');
SELECT dblink_exec('conc_a', 'COMMIT');
SELECT is((SELECT seq FROM dblink_get_result('conc_b') AS t(seq bigint)), 2::bigint,
          'the second appender gets seq 2 once the first commits');
SELECT is((SELECT count(*) FROM dblink_get_result('conc_b') AS t(seq bigint)), 0::bigint, 'no further results');

-- A rolls back: B takes the seq A had, leaving no gap
SELECT dblink_exec('conc_a', 'BEGIN');
SELECT is((SELECT seq FROM dblink('conc_a', pg_temp.append_sql('rolled back')) AS t(seq bigint)), 3::bigint,
          'an appender takes seq 3 in a transaction it will roll back');
SELECT dblink_send_query('conc_b', pg_temp.append_sql('after rollback'));
SELECT pg_sleep(0.3);
SELECT dblink_exec('conc_a', 'ROLLBACK');
SELECT is((SELECT seq FROM dblink_get_result('conc_b') AS t(seq bigint)), 3::bigint,
          'after the rollback the waiting appender gets seq 3');
SELECT dblink_get_result('conc_b');

SELECT results_eq(
    format($$SELECT seq, payload ->> 'text' FROM memory.events WHERE tenant_id = 'tc' AND session_id = %L ORDER BY seq$$,
           (SELECT sid FROM tap_conc)),
    $$VALUES (1::bigint, 'from a'), (2::bigint, 'from b'), (3::bigint, 'after rollback')$$,
    'the committed log is gap-free and ordered');

SELECT dblink_disconnect('conc_a');
SELECT dblink_disconnect('conc_b');

SELECT * FROM finish();
ROLLBACK;
