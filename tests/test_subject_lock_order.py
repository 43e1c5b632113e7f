"""remember and delete_belief take the per-subject formation locks before any row lock.

commit_formation takes its subject locks first and locks the session row last; a writer that
locked the session row (or a belief) first and then waited on a subject lock would deadlock
with it. Each test holds a subject lock the way a commit does, and checks the other side.
"""

from __future__ import annotations

import json
import threading
import time
import uuid

import psycopg

SUBJECT_LOCK = ("SELECT pg_advisory_xact_lock(hashtext('memform.subject:' || %s || '/' || %s), hashtext(%s))")
WAITING = "SELECT EXISTS (SELECT 1 FROM pg_locks WHERE pid = %s AND NOT granted AND locktype = 'advisory')"


def waits_on_subject_lock(observer: psycopg.Connection, pid: int, seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        row = observer.execute(WAITING, (pid,)).fetchone()
        if row and row[0]:
            return True
        time.sleep(0.05)
    return False


def in_thread(dsn: str, sql: str, params: tuple) -> tuple[threading.Thread, dict]:
    """Runs sql on a connection of its own in a thread; the dict gets its pid, then its result or error."""
    state: dict = {}
    ready = threading.Event()

    def run() -> None:
        try:
            with psycopg.connect(dsn) as conn:
                state["pid"] = conn.info.backend_pid
                ready.set()
                row = conn.execute(sql, params).fetchone()
                conn.commit()
                state["result"] = row[0] if row else None
        except psycopg.Error as exc:
            state["error"] = exc
        finally:
            ready.set()

    thread = threading.Thread(target=run)
    thread.start()
    ready.wait(10)
    return thread, state


def test_remember_waits_for_the_subject_before_locking_the_session(dsn: str) -> None:
    tenant = f"lo-{uuid.uuid4()}"
    candidate = {"belief_type": "preference", "subject": "pref:first", "statement": "Likes the first thing most"}
    with psycopg.connect(dsn, autocommit=True) as setup:
        setup.execute("SELECT memory.append_event(%s, 'p', 's1', 'user.message.created', %s::jsonb)",
                      (tenant, json.dumps({"text": "I like the first thing most."})))

    with psycopg.connect(dsn) as commit, psycopg.connect(dsn, autocommit=True) as observer:
        commit.execute(SUBJECT_LOCK, (tenant, "p", "pref:first"))  # a commit_formation mid-way through its candidates
        thread, state = in_thread(dsn, "SELECT memory.remember(%s, 'p', 's1', %s::jsonb)",
                                  (tenant, json.dumps(candidate)))
        assert waits_on_subject_lock(observer, state["pid"]), state
        # ... which then locks the session row to advance the watermark: free, not a deadlock.
        commit.execute("SET LOCAL lock_timeout = '5s'")
        row = commit.execute(
            "SELECT last_seq FROM memory.sessions WHERE tenant_id = %s AND session_id = 's1' FOR UPDATE", (tenant,)
        ).fetchone()
        assert row == (1,)
        commit.commit()
        thread.join(30)

    assert "error" not in state, state
    assert state["result"]["outcome"] == "committed", state


def test_delete_belief_locks_the_subject_of_every_copy(dsn: str) -> None:
    tenant = f"ld-{uuid.uuid4()}"
    with psycopg.connect(dsn, autocommit=True) as setup:
        for subject in ("health:condition", "health"):
            setup.execute("SELECT memory.remember(%s, 'p', 's1', %s::jsonb)", (tenant, json.dumps(
                {"belief_type": "fact", "subject": subject, "statement": "Has type 2 diabetes"})))
        row = setup.execute("SELECT belief_id FROM memory.beliefs WHERE tenant_id = %s AND subject = 'health'",
                            (tenant,)).fetchone()
        assert row is not None
        target = row[0]

    with psycopg.connect(dsn) as commit, psycopg.connect(dsn, autocommit=True) as observer:
        commit.execute(SUBJECT_LOCK, (tenant, "p", "health:condition"))  # formation working on the other copy
        thread, state = in_thread(dsn, "SELECT memory.delete_belief(%s, 'p', %s)", (tenant, target))
        assert waits_on_subject_lock(observer, state["pid"]), f"delete went ahead under the other subject: {state}"
        commit.commit()
        thread.join(30)

    assert "error" not in state, state
    with psycopg.connect(dsn) as conn:
        row = conn.execute("SELECT count(*) FROM memory.beliefs WHERE tenant_id = %s", (tenant,)).fetchone()
    assert row == (0,)
