"""The worker when things go wrong: sessions it cannot take, sessions that fail, conflicts that
roll one commit back, a database that restarts, notifications without a payload.

Failures are real errors raised by the real server: a test trigger on memory.consolidation_runs
refuses the commit of one tenant's sessions.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest

from memform.cluster import EmbeddedCluster
from tests.databases import cron_unscheduled

MEMFORM = [sys.executable, "-m", "memform.cli"]


@pytest.fixture
def env(dsn: str) -> dict[str, str]:
    return {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn}


@pytest.fixture
def tenant() -> str:
    return f"wr-{uuid.uuid4().hex[:10]}"


def due_now(conn: psycopg.Connection, tenant: str, session: str, text: str, principal: str = "p") -> None:
    """A message and an immediate boundary: the session is due now."""
    conn.execute("SELECT memory.append_event(%s, %s, %s, 'user.message.created', %s::jsonb, "
                 "p_occurred_at => '2026-03-01T10:00:00Z')", (tenant, principal, session, json.dumps({"text": text})))
    conn.execute("SELECT memory.close_session(%s, %s, %s)", (tenant, principal, session))


def formed(conn: psycopg.Connection, tenant: str, session: str) -> bool:
    row = conn.execute("SELECT count(*) FROM memory.formation_runs WHERE tenant_id = %s AND session_id = %s",
                       (tenant, session)).fetchone()
    return row is not None and row[0] > 0


def wait_for(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


@pytest.fixture
def refuse_commits(conn: psycopg.Connection) -> Iterator[Callable[[str, str, int | None], None]]:
    """refuse(tenant, sqlstate, times): the server refuses that tenant's commits (times=None: always)."""
    name = f"test_refuse_{uuid.uuid4().hex[:8]}"
    created: list[str] = []

    def refuse(tenant: str, sqlstate: str, times: int | None) -> None:
        conn.execute(f"CREATE SEQUENCE public.{name}_n")
        limit = "NULL" if times is None else str(times)
        conn.execute(f"""
            CREATE FUNCTION public.{name}() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF {limit} IS NULL OR nextval('public.{name}_n') <= coalesce({limit}, 0) THEN
                    RAISE EXCEPTION 'test refusal' USING ERRCODE = '{sqlstate}';
                END IF;
                RETURN NEW;
            END $$""")
        conn.execute(f"CREATE TRIGGER {name} BEFORE INSERT ON memory.consolidation_runs FOR EACH ROW "
                     f"WHEN (NEW.tenant_id = '{tenant}') EXECUTE FUNCTION public.{name}()")
        created.append(name)

    yield refuse
    for item in created:
        conn.execute(f"DROP TRIGGER IF EXISTS {item} ON memory.consolidation_runs")
        conn.execute(f"DROP FUNCTION IF EXISTS public.{item}()")
        conn.execute(f"DROP SEQUENCE IF EXISTS public.{item}_n")


def start_worker(env: dict[str, str], *args: str) -> subprocess.Popen[str]:
    worker = subprocess.Popen([*MEMFORM, "worker", *args], stderr=subprocess.PIPE, text=True, env=env)
    time.sleep(1.5)  # its first sweep done, listening
    return worker


def stop_worker(worker: subprocess.Popen[str]) -> tuple[int, list[dict[str, object]]]:
    if worker.poll() is None:
        worker.send_signal(signal.SIGTERM)
    _, stderr = worker.communicate(timeout=60)
    return worker.returncode, [json.loads(line) for line in stderr.splitlines() if line.startswith("{")]


def test_a_failing_session_backs_off_and_does_not_delay_others(
        conn: psycopg.Connection, env: dict[str, str], tenant: str, refuse_commits: Callable[..., None]) -> None:
    healthy = f"{tenant}-ok"
    refuse_commits(tenant, "P0001", None)
    worker = start_worker(env, "--poll-interval", "5")
    try:
        due_now(conn, tenant, "poison", "I live in Porto.")
        time.sleep(1.0)
        due_now(conn, healthy, "fine", "I speak Finnish.")
        assert wait_for(lambda: formed(conn, healthy, "fine"), 3), "a healthy session is formed at once"
        time.sleep(3.0)
        lease = conn.execute("SELECT claimed_until > now() FROM memory.sessions WHERE tenant_id = %s",
                             (tenant,)).fetchone()
        assert lease == (True,), "the failed session's lease is kept for its back-off"
    finally:
        code, log = stop_worker(worker)
    failures = [e for e in log if e["event"] == "consolidation.failed" and e.get("tenant") == tenant]
    assert 1 <= len(failures) <= 4, f"backed off, not retried in a loop: {len(failures)} failures in ~5 s"
    assert [e["retry_in"] for e in failures[:3]] == [1.0, 2.0, 4.0][:len(failures[:3])], "the back-off doubles"
    assert code == 1, "a consolidation failed"
    assert not formed(conn, tenant, "poison")


def test_a_session_leased_elsewhere_does_not_make_the_worker_spin(conn: psycopg.Connection, env: dict[str, str],
                                                                   tenant: str) -> None:
    superuser = conn.execute("SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user").fetchone()
    if superuser != (True,):
        pytest.skip("counting function calls needs track_functions, a superuser setting")
    subprocess.run([*MEMFORM, "worker", "--once"], env=env, check=True, capture_output=True, timeout=300)
    due_now(conn, tenant, "s", "I live in Porto.")
    # what a worker that crashed in the middle of this session leaves behind
    conn.execute("UPDATE memory.sessions SET claimed_by = 'crashed', claimed_until = now() + interval '2 minutes' "
                 "WHERE tenant_id = %s", (tenant,))

    def claims() -> int:
        row = conn.execute("SELECT coalesce(sum(calls), 0) FROM pg_catalog.pg_stat_user_functions "
                           "WHERE schemaname = 'memory' AND funcname = 'claim_due_sessions'").fetchone()
        return int(row[0]) if row else 0

    # Sessions other tests left behind may fall due during the 2.5 s and be claimed rightly;
    # lease them away meanwhile so every claim counted is about this session.
    conn.execute("UPDATE memory.sessions SET claimed_by = 'parked-by-spin-test', claimed_until = now() + interval "
                 "'10 minutes' WHERE tenant_id <> %s AND (claimed_until IS NULL OR claimed_until <= now())", (tenant,))
    try:
        before = claims()
        worker = start_worker({**env, "PGOPTIONS": "-c track_functions=pl"}, "--poll-interval", "5")
        time.sleep(2.5)
        code, _ = stop_worker(worker)
    finally:
        conn.execute("UPDATE memory.sessions SET claimed_by = NULL, claimed_until = NULL "
                     "WHERE claimed_by = 'parked-by-spin-test'")
    assert code == 0
    wait_for(lambda: claims() > before, 10)  # the backend reports its counts as it exits
    time.sleep(0.5)
    sweeps = claims() - before
    # The count is the database's, every backend's: a worker an earlier test is still stopping, or pg_cron's
    # wakeup, adds a claim or two (CI once saw 5). A worker that spins claims hundreds of times in 2.5 s.
    assert 1 <= sweeps <= 8, f"{sweeps} claims in 4 s: it sleeps until the lease runs out or the poll interval"
    assert not formed(conn, tenant, "s")


def test_a_deadlock_or_serialization_failure_is_retried_at_once(conn: psycopg.Connection, env: dict[str, str],
                                                                tenant: str,
                                                                refuse_commits: Callable[..., None]) -> None:
    refuse_commits(tenant, "40P01", 1)  # deadlock_detected, once
    worker = start_worker(env, "--poll-interval", "60")
    both = False
    try:
        due_now(conn, tenant, "s1", "I live in Porto.")
        due_now(conn, tenant, "s2", "I speak Finnish.")
        both = wait_for(lambda: formed(conn, tenant, "s1") and formed(conn, tenant, "s2"), 10)
    finally:
        code, log = stop_worker(worker)
    assert both, f"the commit that lost the deadlock is retried at once, not after the 2-minute lease: {log}"
    events = [e["event"] for e in log]
    assert "worker.disconnected" not in events, "a rolled-back commit is not a lost connection"
    retries = [e for e in log if e["event"] == "consolidation.retry"]
    assert len(retries) == 1 and retries[0]["sqlstate"] == "40P01"
    assert code == 0, "retried and formed: no consolidation failed"
    stopped = next(e for e in log if e["event"] == "worker.stopped")
    assert stopped["retried"] == 1 and stopped["failed"] == 0


@pytest.mark.parametrize("sqlstate", ["55P03", "57014"])  # lock_not_available, query_canceled (timeouts)
def test_a_timeout_is_a_failed_session_not_a_lost_connection(conn: psycopg.Connection, env: dict[str, str],
                                                              tenant: str, refuse_commits: Callable[..., None],
                                                              sqlstate: str) -> None:
    refuse_commits(tenant, sqlstate, 1)
    due_now(conn, tenant, "s", "I live in Porto.")
    result = subprocess.run([*MEMFORM, "worker", "--once"], capture_output=True, text=True, env=env, timeout=120,
                            check=False)
    log = [json.loads(line) for line in result.stderr.splitlines() if line.startswith("{")]
    events = [e["event"] for e in log]
    assert "worker.disconnected" not in events, log
    failed = [e for e in log if e["event"] == "consolidation.failed"]
    assert len(failed) == 1 and failed[0]["sqlstate"] == sqlstate and failed[0]["retry_in"] > 0, log
    assert result.returncode == 1, "a consolidation failed (exit 1), the database was never unreachable (exit 3)"


def test_a_notification_without_payload_wakes_the_worker(conn: psycopg.Connection, env: dict[str, str],
                                                         tenant: str) -> None:
    trigger = conn.execute(
        "SELECT t.tgname FROM pg_catalog.pg_trigger t JOIN pg_catalog.pg_proc p ON p.oid = t.tgfoid "
        "WHERE t.tgrelid = 'memory.events'::regclass AND p.prosrc LIKE '%memform_formation%'").fetchone()
    assert trigger is not None
    worker = start_worker(env, "--poll-interval", "120")
    try:
        # once the worker has swept and sleeps (its last query asked when the next session is due)
        assert wait_for(lambda: conn.execute(
            "SELECT count(*) FROM pg_catalog.pg_stat_activity WHERE state = 'idle' "
            "AND query LIKE '%memory.next_due_at()%' AND pid <> pg_backend_pid()").fetchone() == (1,), 30)
        # the session becomes due without the database's own notification
        # (nor pg_cron's minute tick, which is a notification too: it fell in the quiet spell now and then)
        with cron_unscheduled(conn, "memform-wakeup"):
            with conn.transaction():
                conn.execute(f'ALTER TABLE memory.events DISABLE TRIGGER "{trigger[0]}"')
                due_now(conn, tenant, "s", "I speak Finnish.")
                conn.execute(f'ALTER TABLE memory.events ENABLE TRIGGER "{trigger[0]}"')
            assert not wait_for(lambda: formed(conn, tenant, "s"), 2), "nothing woke it yet"
            conn.execute("NOTIFY memform_formation")
            assert wait_for(lambda: formed(conn, tenant, "s"), 10), "an empty notification wakes it and it claims"
    finally:
        code, _ = stop_worker(worker)
    assert code == 0


@pytest.fixture
def private_cluster() -> Iterator[dict[str, str]]:
    """A cluster of the test's own, to stop and start under a running worker."""
    cluster = EmbeddedCluster.temporary()
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_HOME": str(cluster.home)}
    try:
        subprocess.run([*MEMFORM, "up"], env=env, check=True, capture_output=True, timeout=120)
        subprocess.run([*MEMFORM, "migrate"], env=env, check=True, capture_output=True, timeout=300)
        yield env
    finally:
        cluster.destroy()
        shutil.rmtree(Path(cluster.home), ignore_errors=True)


def test_a_database_restart_is_not_a_failed_consolidation(private_cluster: dict[str, str]) -> None:
    env = private_cluster

    def lifecycle(cmd: str) -> None:
        subprocess.run([*MEMFORM, cmd], env=env, check=True, capture_output=True, timeout=120)

    worker = start_worker(env, "--poll-interval", "1")
    log: list[dict[str, object]] = []

    def read_log() -> None:
        assert worker.stderr is not None
        log.extend(json.loads(line) for line in worker.stderr if line.startswith("{"))

    # (the log read as it is written: how long the worker's backoff lasts after the restart depends on the machine's
    # load, so the test waits for the reconnection it asserts, not for a fixed time)
    reader = threading.Thread(target=read_log, daemon=True)
    reader.start()
    lifecycle("down")
    time.sleep(3)
    lifecycle("up")
    reconnected = wait_for(lambda: any(e["event"] == "worker.reconnected" for e in list(log)), 120)
    worker.send_signal(signal.SIGTERM)
    code = worker.wait(timeout=60)
    reader.join(timeout=30)
    assert reconnected, [e["event"] for e in log]
    events = [e["event"] for e in log]
    assert "worker.disconnected" in events and "worker.reconnected" in events
    stopped = next(e for e in log if e["event"] == "worker.stopped")
    assert stopped["failed"] == 0 and stopped["disconnects"] >= 1
    assert code == 0, "stopped cleanly after the database came back"

    worker = start_worker(env, "--poll-interval", "1")
    lifecycle("down")
    time.sleep(2)
    code, log = stop_worker(worker)
    assert code == 3, "stopped while the database was unreachable"
