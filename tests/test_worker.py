"""The worker end to end: real worker processes against the real server."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import psycopg
import pytest

from tests.databases import cron_unscheduled

MEMFORM = [sys.executable, "-m", "memform.cli"]


@pytest.fixture
def env(dsn: str) -> dict[str, str]:
    return {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn}


@pytest.fixture
def tenant() -> str:
    return f"w-{uuid.uuid4().hex[:10]}"


def worker_once(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    result = subprocess.run([*MEMFORM, "worker", "--once", *args], capture_output=True, text=True, env=env,
                            timeout=300, check=False)
    assert result.returncode == 0, result.stderr
    return result


def say(conn: psycopg.Connection, tenant: str, session: str, text: str, at: str, principal: str = "p") -> None:
    conn.execute("SELECT memory.append_event(%s, %s, %s, 'user.message.created', %s::jsonb, p_occurred_at => %s)",
                 (tenant, principal, session, json.dumps({"text": text}), at))


def complete(conn: psycopg.Connection, tenant: str, session: str, run: str, at: str, principal: str = "p") -> None:
    conn.execute("SELECT memory.complete_run(%s, %s, %s, %s, 'completed', %s)", (tenant, principal, session, run, at))


def live(conn: psycopg.Connection, tenant: str, principal: str = "p") -> dict[str, tuple[str, bool]]:
    rows = conn.execute("SELECT subject, statement, flagged_for_review FROM memory.list_beliefs(%s, %s)",
                        (tenant, principal)).fetchall()
    return {subject: (statement, flagged) for subject, statement, flagged in rows}


def test_idle_lifecycle_follows_the_database_clock(conn: psycopg.Connection, env: dict[str, str], tenant: str) -> None:
    # In 2031, so that workers of other tests, judging by the real clock, leave it alone.
    say(conn, tenant, "s", "I have a Kindle.", "2031-05-01T10:00:00Z")
    complete(conn, tenant, "s", "r1", "2031-05-01T10:00:01Z")
    worker_once(env, "--now", "2031-05-01T10:00:20Z")
    assert live(conn, tenant) == {}, "nothing forms before 30 s of quiet"

    say(conn, tenant, "s", "I have a Garmin watch too.", "2031-05-01T10:00:25Z")
    complete(conn, tenant, "s", "r2", "2031-05-01T10:00:26Z")
    worker_once(env, "--now", "2031-05-01T10:00:40Z")
    assert live(conn, tenant) == {}, "a second run inside the window postpones formation"

    worker_once(env, "--now", "2031-05-01T10:00:56Z")
    assert set(live(conn, tenant)) == {"device:kindle", "device:garmin_watch"}
    runs = conn.execute("SELECT count(*) FROM memory.formation_runs WHERE tenant_id = %s", (tenant,)).fetchone()
    assert runs == (1,), "one consolidation covered both runs"


def test_ordinary_memories_form_separately_with_provenance(conn: psycopg.Connection, env: dict[str, str],
                                                           tenant: str) -> None:
    say(conn, tenant, "s", "I just got an Apple Watch and I drive a BMW X3, and I prefer dark mode.",
        "2026-03-01T10:00:00Z")
    complete(conn, tenant, "s", "r1", "2026-03-01T10:00:01Z")
    worker_once(env)
    beliefs = live(conn, tenant)
    assert set(beliefs) == {"device:apple_watch", "vehicle:bmw_x3", "preference:theme"}
    sources = conn.execute(
        "SELECT DISTINCT bs.seq FROM memory.belief_sources bs JOIN memory.beliefs b USING (belief_id) "
        "WHERE b.tenant_id = %s", (tenant,)).fetchall()
    assert sources == [(1,)], "each belief cites the message it came from"


def test_saxophone_narrative(conn: psycopg.Connection, env: dict[str, str], tenant: str) -> None:
    say(conn, tenant, "s", "I just started playing soprano sax. I played tenor sax for twelve years, and my right "
        "thumb gets sore after practice.", "2026-03-01T10:00:00Z")
    complete(conn, tenant, "s", "r1", "2026-03-01T10:00:01Z")
    worker_once(env)
    beliefs = live(conn, tenant)
    assert set(beliefs) == {"activity:soprano_sax", "experience:tenor_sax", "health:right_thumb"}
    assert beliefs["health:right_thumb"][1] is True, "the symptom is sensitive and flagged for review"


def test_correction_isolation_across_sessions(conn: psycopg.Connection, env: dict[str, str], tenant: str) -> None:
    say(conn, tenant, "s1", "I have an Apple Watch and a BMW X3, and I prefer dark mode.", "2026-03-01T10:00:00Z")
    complete(conn, tenant, "s1", "r1", "2026-03-01T10:00:01Z")
    worker_once(env)
    say(conn, tenant, "s2", "I no longer have my watch.", "2026-03-05T10:00:00Z")
    complete(conn, tenant, "s2", "r2", "2026-03-05T10:00:01Z")
    worker_once(env)
    beliefs = live(conn, tenant)
    assert beliefs["device:apple_watch"][0].startswith("User no longer has")
    assert set(beliefs) == {"device:apple_watch", "vehicle:bmw_x3", "preference:theme"}
    superseded = conn.execute("SELECT subject FROM memory.list_beliefs(%s, 'p', true) WHERE status = 'superseded'",
                              (tenant,)).fetchall()
    assert superseded == [("device:apple_watch",)], "the car and the preference stay live"


def test_a_worker_killed_between_extraction_and_commit_leaves_the_prefix_pending(
        conn: psycopg.Connection, env: dict[str, str], tenant: str) -> None:
    worker_once(env)  # drain what other tests left due, so the doomed worker takes ours
    say(conn, tenant, "s", "I live in Porto.", "2026-03-01T10:00:00Z")
    complete(conn, tenant, "s", "r1", "2026-03-01T10:00:01Z")
    doomed = subprocess.Popen([*MEMFORM, "worker", "--once"], stderr=subprocess.PIPE, text=True,
                              env={**env, "MEMFORM_WORKER_PAUSE_BEFORE_COMMIT": "60"})
    try:
        assert doomed.stderr is not None
        for line in doomed.stderr:
            if '"event": "extracted"' in line:
                assert json.loads(line)["tenant"] == tenant
                break
        doomed.send_signal(signal.SIGKILL)
        doomed.wait(timeout=30)
    finally:
        if doomed.poll() is None:
            doomed.kill()
    state = conn.execute("SELECT watermark_seq, formation_state FROM memory.session_overview WHERE tenant_id = %s",
                         (tenant,)).fetchone()
    assert state == (0, "pending"), "the prefix stays pending"
    assert live(conn, tenant) == {}

    worker_once(env)
    assert live(conn, tenant) == {}, "the dead worker's lease still holds the session"
    later = (datetime.now(UTC) + timedelta(minutes=3)).isoformat()
    worker_once(env, "--now", later)
    worker_once(env, "--now", later)
    assert list(live(conn, tenant)) == ["location:home"], "once the lease expires another worker forms it"
    runs = conn.execute("SELECT count(*) FROM memory.formation_runs WHERE tenant_id = %s", (tenant,)).fetchone()
    assert runs == (1,), "a restarted worker forms it exactly once"


def test_four_workers_over_two_hundred_sessions(conn: psycopg.Connection, env: dict[str, str], tenant: str) -> None:
    topics = ["green tea", "jazz", "dark mode", "hiking", "chess"]
    for i in range(200):
        say(conn, tenant, f"s{i}", f"I love {topics[i % 5]}. I have a {i}-speed bike.", "2026-03-01T10:00:00Z",
            principal=f"p{i % 10}")
        complete(conn, tenant, f"s{i}", f"r{i}", "2026-03-01T10:00:01Z", principal=f"p{i % 10}")
    workers = [subprocess.Popen([*MEMFORM, "worker", "--once", "--batch-size", "10"], stderr=subprocess.PIPE,
                                text=True, env=env) for _ in range(4)]
    logs = [w.communicate(timeout=300)[1] for w in workers]
    assert [w.returncode for w in workers] == [0, 0, 0, 0], logs
    assert not any("deadlock" in log for log in logs)

    per_session = conn.execute(
        "SELECT count(*), count(DISTINCT session_id), min(n), max(n) FROM (SELECT session_id, count(*) AS n "
        "FROM memory.formation_runs WHERE tenant_id = %s GROUP BY session_id) x", (tenant,)).fetchone()
    assert per_session == (200, 200, 1, 1), "every session formed exactly once"
    duplicates = conn.execute(
        "SELECT count(*) FROM (SELECT principal_id, subject FROM memory.beliefs WHERE tenant_id = %s "
        "AND status IN ('provisional', 'active') GROUP BY 1, 2 HAVING count(*) > 1) d", (tenant,)).fetchone()
    assert duplicates == (0,), "no duplicate live beliefs"
    audit = conn.execute(
        "SELECT sum(committed), sum(reinforced) FROM memory.formation_runs WHERE tenant_id = %s", (tenant,)).fetchone()
    beliefs = conn.execute("SELECT count(*), sum(corroboration_count - 1) FROM memory.beliefs WHERE tenant_id = %s",
                           (tenant,)).fetchone()
    assert audit == beliefs, "audit counts reconcile with the beliefs (new rows, reinforcements)"


def test_worker_wakes_on_notify_and_stops_cleanly_on_sigterm(conn: psycopg.Connection, env: dict[str, str],
                                                              tenant: str) -> None:
    worker = subprocess.Popen([*MEMFORM, "worker", "--poll-interval", "120"], stderr=subprocess.PIPE, text=True,
                              env=env)
    try:
        time.sleep(1.5)  # let it finish its first sweep and start listening
        say(conn, tenant, "s", "I speak Finnish.", "2026-03-01T10:00:00Z")
        conn.execute("SELECT memory.close_session(%s, 'p', 's')", (tenant,))
        deadline = time.monotonic() + 30
        while not live(conn, tenant) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert "language:finnish" in live(conn, tenant), "woken by NOTIFY well before the 120 s poll"
    finally:
        worker.send_signal(signal.SIGTERM)
        _, stderr = worker.communicate(timeout=30)
    assert worker.returncode == 0, stderr
    assert '"event": "worker.stopped"' in stderr


def test_consolidate_forms_a_session_at_once(conn: psycopg.Connection, env: dict[str, str], tenant: str) -> None:
    say(conn, tenant, "now-please", "I am a pharmacist.", "2031-06-01T10:00:00Z")
    result = subprocess.run([*MEMFORM, "consolidate", "--session", "now-please", "--tenant", tenant, "--json"],
                            capture_output=True, text=True, env=env, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["committed"] == 1
    again = subprocess.run([*MEMFORM, "consolidate", "--session", "now-please", "--tenant", tenant, "--json"],
                           capture_output=True, text=True, env=env, timeout=120, check=False)
    assert json.loads(again.stdout)["outcome"] == "nothing_new"
    missing = subprocess.run([*MEMFORM, "consolidate", "--session", "no-such-session"], capture_output=True,
                             text=True, env=env, timeout=120, check=False)
    assert missing.returncode == 2 and "no session" in missing.stderr


@pytest.fixture
def no_cron_maintenance(conn: psycopg.Connection) -> Iterator[None]:
    """pg_cron's maintenance job unscheduled for the test, so the worker keeps the timer itself."""
    with cron_unscheduled(conn, "memform-maintenance"):
        yield


def _status_after(conn: psycopg.Connection, tenant: str, seconds: float) -> tuple | None:
    """The trip belief's status once it is expired, or after `seconds` if it never is."""
    deadline = time.monotonic() + seconds
    status = None
    while time.monotonic() < deadline:
        status = conn.execute("SELECT status FROM memory.list_beliefs(%s, 'p', true)", (tenant,)).fetchone()
        if status == ("expired",):
            break
        time.sleep(0.2)
    return status


def _remember_trip(conn: psycopg.Connection, tenant: str, statement: str, expires: str) -> None:
    conn.execute("SELECT memory.remember(%s, 'p', 's', %s::jsonb)", (tenant, json.dumps(
        {"belief_type": "fact", "subject": "trip", "statement": statement, "expires_at": expires})))


def test_without_pg_cron_the_worker_keeps_the_maintenance_timer(conn: psycopg.Connection, env: dict[str, str],
                                                                tenant: str, no_cron_maintenance: None) -> None:
    _remember_trip(conn, tenant, "User is in Rome this month.", "2026-01-31T00:00:00Z")
    assert conn.execute("SELECT memory.maintenance_scheduled()").fetchone() == (False,)
    worker = subprocess.Popen([*MEMFORM, "worker", "--poll-interval", "60"], stderr=subprocess.PIPE, text=True,
                              env=env)
    try:
        status = _status_after(conn, tenant, 30)
        assert status == ("expired",), "the worker ran the maintenance sweep itself"
    finally:
        worker.send_signal(signal.SIGTERM)
        _, stderr = worker.communicate(timeout=30)
    assert '"event": "maintenance.swept"' in stderr


def test_without_pg_cron_the_worker_repeats_maintenance_on_its_timer(conn: psycopg.Connection, env: dict[str, str],
                                                                     tenant: str, no_cron_maintenance: None) -> None:
    worker = subprocess.Popen([*MEMFORM, "worker", "--poll-interval", "1", "--maintenance-interval", "1"],
                              stderr=subprocess.PIPE, text=True, env=env)
    try:
        time.sleep(2)  # the sweep at start is done; only the timer can expire what comes next
        expires = (datetime.now(UTC) + timedelta(seconds=1)).isoformat()
        _remember_trip(conn, tenant, "User is in Rome this week.", expires)
        status = _status_after(conn, tenant, 20)
        assert status == ("expired",), "a later maintenance sweep expired it"
    finally:
        worker.send_signal(signal.SIGTERM)
        worker.communicate(timeout=30)


def _wait_for(conn: psycopg.Connection, tenant: str, subject: str, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if subject in live(conn, tenant):
            return True
        time.sleep(0.2)
    return False


def test_worker_sleeps_until_the_earliest_due_time_not_the_poll_interval(
        conn: psycopg.Connection, env: dict[str, str], tenant: str) -> None:
    worker = subprocess.Popen([*MEMFORM, "worker", "--poll-interval", "120"], stderr=subprocess.PIPE, text=True,
                              env=env)
    try:
        time.sleep(1.5)  # past its first sweep, asleep
        # quiet since 27 s ago: due in about 3 s; the NOTIFY comes now, when nothing is due yet
        at = (datetime.now(UTC) - timedelta(seconds=27)).isoformat()
        say(conn, tenant, "s", "I speak Estonian.", at)
        complete(conn, tenant, "s", "r1", at)
        assert "language:estonian" not in live(conn, tenant)
        assert _wait_for(conn, tenant, "language:estonian", 20), "formed when due, not at the 120 s poll"
    finally:
        worker.send_signal(signal.SIGTERM)
        worker.communicate(timeout=30)


def test_worker_polls_when_notifications_are_lost(conn: psycopg.Connection, env: dict[str, str],
                                                  tenant: str) -> None:
    # A pooler that drops notifications is the same as a trigger that never sends them.
    conn.execute("ALTER TABLE memory.events DISABLE TRIGGER events_formation_notify")
    try:
        worker = subprocess.Popen([*MEMFORM, "worker", "--poll-interval", "1"], stderr=subprocess.PIPE, text=True,
                                  env=env)
        try:
            time.sleep(1.5)
            at = (datetime.now(UTC) - timedelta(minutes=5)).isoformat()
            say(conn, tenant, "s", "I speak Maltese.", at)
            complete(conn, tenant, "s", "r1", at)
            assert _wait_for(conn, tenant, "language:maltese", 15), "found by polling without any NOTIFY"
        finally:
            worker.send_signal(signal.SIGTERM)
            worker.communicate(timeout=30)
    finally:
        conn.execute("ALTER TABLE memory.events ENABLE TRIGGER events_formation_notify")
