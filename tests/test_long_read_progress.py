"""Long reads say how far they are and stop when asked: a consolidation or re-read past the scan ceiling reports
each watermark it commits, and Ctrl-C during `memform consolidate` stops it between two reads with what it read
committed and the rest pending, against the real server."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import uuid

import psycopg
import pytest

from memform.extract import DeterministicExtractor
from memform.memory import replay_session
from memform.worker import consolidate_to_end
from tests.conversations import closed_conversation, wait_for_a_formation_run
from tests.test_cli_trial import _with_tty_stderr
from tests.test_formation_windows import said, session_marks


@pytest.fixture
def tenant() -> str:
    return f"lp-{uuid.uuid4().hex[:10]}"


MEMFORM = [sys.executable, "-m", "memform.cli"]
GIZMOS = said(*(f"gizmo{i}" for i in range(600)))


def test_a_consolidation_past_the_scan_ceiling_reports_each_watermark(conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "long", GIZMOS)
    _, last_seq = session_marks(conn, tenant, "long")
    heard: list[int] = []
    result = consolidate_to_end(conn, DeterministicExtractor(), tenant, "p", "long", read_through=heard.append)
    assert not result.pending and result.read_through == last_seq
    assert len(heard) >= 3 and heard == sorted(set(heard)), "one report a read, each further on"
    assert heard[-1] == last_seq


def test_a_consolidation_asked_to_stop_keeps_what_it_read_and_leaves_the_rest_pending(
        conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "long", GIZMOS)
    _, last_seq = session_marks(conn, tenant, "long")
    heard: list[int] = []
    first = consolidate_to_end(conn, DeterministicExtractor(), tenant, "p", "long", go_on=lambda: False,
                               read_through=heard.append)
    assert first.pending and heard == [first.read_through] and first.read_through < last_seq
    watermark, _ = session_marks(conn, tenant, "long")
    assert watermark == first.watermark_after, "what it reports is what it committed"
    rest = consolidate_to_end(conn, DeterministicExtractor(), tenant, "p", "long")
    assert not rest.pending and first.committed + rest.committed == len(GIZMOS), "nothing formed twice or lost"


def test_a_re_read_in_turns_reports_each_turn_through_the_end_it_pinned(conn: psycopg.Connection,
                                                                          tenant: str) -> None:
    closed_conversation(conn, tenant, "long", GIZMOS)
    assert not consolidate_to_end(conn, DeterministicExtractor(), tenant, "p", "long").pending
    heard: list[tuple[int, int]] = []
    replay_session(conn, DeterministicExtractor(), tenant, "p", "long", read_through=lambda *seen: heard.append(seen))
    ends = {end for _, end in heard}
    assert len(heard) >= 3 and len(ends) == 1, "one end, pinned when the re-read began"
    assert [seq for seq, _ in heard] == sorted({seq for seq, _ in heard}) and heard[-1][0] == ends.pop()


def test_ctrl_c_stops_memform_consolidate_between_two_reads(dsn: str, conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "long", said(*(f"gizmo{i}" for i in range(1200))))
    _, last_seq = session_marks(conn, tenant, "long")
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn}
    command = [*MEMFORM, "consolidate", "--session", "long", "--tenant", tenant, "--principal", "p", "--json"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        wait_for_a_formation_run(conn, tenant)
        proc.send_signal(signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=120)
    finally:
        proc.kill()
    assert proc.returncode == 130 and "Traceback" not in stderr, (proc.returncode, stderr)
    summary = json.loads(stdout)
    watermark, _ = session_marks(conn, tenant, "long")
    assert summary["pending"] and summary["watermark_after"] == watermark, "what it says is what it did"
    assert summary["read_through"] < last_seq
    assert f"interrupted after reading through event {summary['read_through']} of {last_seq}" in stderr, stderr
    formed = conn.execute("SELECT count(*) FROM memory.beliefs WHERE tenant_id = %s", (tenant,)).fetchone()
    assert formed == (summary["committed"],)
    again = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    assert again.returncode == 0 and not json.loads(again.stdout)["pending"], again.stderr
    assert conn.execute("SELECT count(*), count(DISTINCT subject) FROM memory.beliefs WHERE tenant_id = %s",
                        (tenant,)).fetchone() == (1200, 1200), "nothing formed twice or lost"


def test_a_long_consolidation_and_re_read_draw_their_progress_on_a_terminal(dsn: str, conn: psycopg.Connection,
                                                                              tenant: str) -> None:
    closed_conversation(conn, tenant, "long", GIZMOS)
    _, last_seq = session_marks(conn, tenant, "long")
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn,
           "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "p"}
    code, stdout, stderr = _with_tty_stderr(env, "consolidate", "--session", "long", "--json")
    assert code == 0 and not json.loads(stdout)["pending"], stderr
    assert "consolidate long [" in stderr and f"{last_seq}/{last_seq} events" in stderr, stderr
    _, last_seq = session_marks(conn, tenant, "long")  # with the runs consolidation logged
    code, stdout, stderr = _with_tty_stderr(env, "replay", "--session", "long", "--confirm", "--json")
    assert code == 0 and json.loads(stdout)[0]["outcome"] == "committed", stderr
    assert "replay long [" in stderr and f"{last_seq}/{last_seq} events" in stderr, stderr
