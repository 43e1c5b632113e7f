"""Many connections appending to one session and completing one run at once."""

from __future__ import annotations

import uuid

import psycopg

from tests.concurrency import errors_of, run_concurrently

WORKERS = 8
APPENDS_EACH = 40


def test_concurrent_appenders_get_a_gap_free_sequence(dsn: str) -> None:
    session = f"conc-{uuid.uuid4()}"

    def append_many(worker: int) -> None:
        with psycopg.connect(dsn, autocommit=True) as conn:
            for n in range(APPENDS_EACH):
                conn.execute(
                    "SELECT memory.append_event('tcc', 'p', %s, 'user.message.created', %s::jsonb)",
                    (session, f'{{"text": "w{worker} n{n}"}}'),
                )

    assert errors_of(run_concurrently(WORKERS, append_many)) == []
    with psycopg.connect(dsn) as conn:
        seqs = [r[0] for r in conn.execute(
            "SELECT seq FROM memory.events WHERE tenant_id = 'tcc' AND session_id = %s ORDER BY seq", (session,))]
        texts = conn.execute(
            "SELECT count(DISTINCT payload ->> 'text') FROM memory.events WHERE tenant_id = 'tcc' AND session_id = %s",
            (session,)).fetchone()
    assert seqs == list(range(1, WORKERS * APPENDS_EACH + 1)), "nothing lost, nothing duplicated, no gaps"
    assert texts == (WORKERS * APPENDS_EACH,)


def test_concurrent_completions_of_one_run_enqueue_once(dsn: str) -> None:
    session = f"conc-{uuid.uuid4()}"
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("SELECT memory.append_event('tcc', 'p', %s, 'user.message.created', '{\"text\": \"hi\"}')",
                     (session,))

    def complete(worker: int) -> None:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(
                "SELECT memory.append_event('tcc', 'p', %s, 'run.completed', "
                "'{\"run_id\": \"shared-run\", \"status\": \"completed\"}')",
                (session,),
            )

    assert errors_of(run_concurrently(WORKERS, complete)) == []
    with psycopg.connect(dsn) as conn:
        counts = dict(conn.execute(
            "SELECT event_type, count(*) FROM memory.events WHERE tenant_id = 'tcc' AND session_id = %s "
            "GROUP BY event_type", (session,)).fetchall())
    assert counts == {"user.message.created": 1, "run.completed": WORKERS, "memory.formation.requested": 1}


def test_hook_failure_warns_the_client(dsn: str) -> None:
    """The warning half of hook-failure isolation (the pgTAP suite checks the event half)."""
    notices: list[str] = []
    with psycopg.connect(dsn) as conn:
        conn.add_notice_handler(lambda diag: notices.append(f"{diag.severity_nonlocalized}: {diag.message_primary}"))
        with conn.transaction(force_rollback=True):
            conn.execute("CREATE SCHEMA tap_forced_py")
            conn.execute("CREATE FUNCTION tap_forced_py.refuse() RETURNS trigger LANGUAGE plpgsql AS "
                         "$$ BEGIN RAISE EXCEPTION 'forced'; END $$")
            conn.execute("CREATE TRIGGER tap_forced_py BEFORE INSERT ON memory.events FOR EACH ROW "
                         "WHEN (NEW.event_type = 'memory.formation.requested') "
                         "EXECUTE FUNCTION tap_forced_py.refuse()")
            seq = conn.execute("SELECT memory.complete_run('tcw', 'p', 's', 'r1')").fetchone()
    assert seq == (1,)
    assert any(n.startswith("WARNING: memform: formation flag failed") for n in notices), notices
    assert not any("forced" in n for n in notices), "the warning carries no error text"
