"""Rough edges found by using the command line as an integrating engineer would: each test reproduces one,
end to end against the real server."""

from __future__ import annotations

import io
import json
import os
import pty
import select
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import psycopg
import pytest

from tests.conversations import wait_for_a_formation_run

MEMFORM = [sys.executable, "-m", "memform.cli"]


def run(env: dict[str, str], *args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*MEMFORM, *args], capture_output=True, text=True, env=env, timeout=timeout, check=False)


@pytest.fixture
def env(dsn: str) -> dict[str, str]:
    return {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn}


@pytest.fixture
def tenant() -> str:
    return f"t-{uuid.uuid4().hex[:10]}"


def _lines(tenant: str, session: str, texts: list[str], close: bool = True) -> list[dict]:
    lines = [{"tenant": tenant, "principal": "ana", "session": session, "event_type": "user.message.created",
              "text": text, "occurred_at": f"2026-05-01T10:0{i}:00Z", "derivation_key": f"{session}:{i}"}
             for i, text in enumerate(texts)]
    if close:
        lines.append({"tenant": tenant, "principal": "ana", "session": session, "event_type": "session.closed",
                      "occurred_at": "2026-05-01T11:00:00Z"})
    return lines


def _write(path: Path, lines: list[dict]) -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


@pytest.fixture
def formed(env: dict[str, str], tenant: str, tmp_path: Path) -> dict[str, str]:
    who = {**env, "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "ana"}
    path = _write(tmp_path / "events.jsonl",
                  _lines(tenant, "s1", ["I drive a BMW X3 and I prefer dark mode.", "I work as a nurse."]))
    assert run(who, "ingest", str(path)).returncode == 0
    assert run(who, "worker", "--once").returncode == 0
    return who


def _beliefs(who: dict[str, str], *extra: str) -> dict[str, dict]:
    result = run(who, "list", "--json", *extra)
    assert result.returncode == 0, result.stderr
    return {b["subject"]: b for b in json.loads(result.stdout)}


@pytest.mark.parametrize("args", [["formations", "--limit", "-1"], ["formations", "--limit", "0"],
                                  ["due", "--limit", "-1"], ["due", "--limit", "0"]])
def test_a_limit_that_is_not_positive_is_a_usage_error(formed: dict[str, str], args: list[str]) -> None:
    result = run(formed, *args)
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    assert "argument --limit: must be a positive integer" in result.stderr, result.stderr


@pytest.mark.parametrize("extra", [["--kind", "untrue", "--statement", "User drives a Tesla."],
                                   ["--kind", "unspecified", "--statement", "User drives a Tesla."],
                                   ["--kind", "untrue", "--scope", "project:billing"],
                                   ["--kind", "changed", "--statement", "User drives a Tesla.", "--scope", "user"]])
def test_reject_refuses_an_option_its_kind_does_not_take_and_changes_nothing(
        formed: dict[str, str], tenant: str, conn: psycopg.Connection, extra: list[str]) -> None:
    before = _beliefs(formed, "--all")
    car = before["vehicle:bmw_x3"]["belief_id"]
    result = run(formed, "reject", car, *extra)
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "memform reject:" in result.stderr and len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert _beliefs(formed, "--all") == before, "nothing changed"
    rejections = conn.execute("SELECT count(*) FROM memory.rejections WHERE tenant_id = %s", (tenant,)).fetchone()
    assert rejections == (0,)


def test_consolidate_json_has_one_shape(env: dict[str, str], tenant: str, tmp_path: Path) -> None:
    who = {**env, "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "ana"}
    path = _write(tmp_path / "events.jsonl", _lines(tenant, "s1", ["I work as a nurse."], close=False))
    assert run(who, "ingest", str(path)).returncode == 0
    first = run(who, "consolidate", "--session", "s1", "--json")
    second = run(who, "consolidate", "--session", "s1", "--json")
    assert first.returncode == 0 and second.returncode == 0, (first.stderr, second.stderr)
    committed, nothing_new = json.loads(first.stdout), json.loads(second.stdout)
    assert committed["outcome"] == "committed" and nothing_new["outcome"] == "nothing_new"
    for summary in (committed, nothing_new):
        assert summary["session"] == "s1"
        assert {"watermark_before", "watermark_after"} <= set(summary), summary
    assert nothing_new["watermark_before"] == nothing_new["watermark_after"] == committed["watermark_after"]


def test_rederive_leaves_the_corrections_log_alone(formed: dict[str, str], tenant: str,
                                                   conn: psycopg.Connection) -> None:
    nurse = _beliefs(formed)["occupation"]["belief_id"]
    assert run(formed, "edit", nurse, "--statement", "User works as a midwife.").returncode == 0
    result = run(formed, "rederive", "--confirm", "--json")
    assert result.returncode == 0, result.stderr
    assert [item["session"] for item in json.loads(result.stdout)] == ["s1"]
    runs = conn.execute("SELECT count(*) FROM memory.formation_runs WHERE tenant_id = %s AND trigger = 'rederive' "
                        "AND session_id = memory.corrections_session()", (tenant,)).fetchone()
    assert runs == (0,), "the corrections log is not a conversation to re-derive"


def test_rederive_with_nothing_to_rederive_says_so(env: dict[str, str], tenant: str) -> None:
    who = {**env, "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "nobody"}
    result = run(who, "rederive", "--confirm")
    assert result.returncode == 0 and "no sessions" in result.stdout, (result.stdout, result.stderr)
    assert json.loads(run(who, "rederive", "--confirm", "--json").stdout) == []


def test_ingest_names_what_is_wrong_with_a_line_or_a_path(env: dict[str, str], tenant: str, tmp_path: Path) -> None:
    path = tmp_path / "events.jsonl"
    path.write_text('[1, 2]\n42\n"text"\n')
    report = json.loads(run(env, "ingest", str(path), "--json").stdout)
    assert [e["error"] for e in report["errors"]] == ["not a JSON object (an array)", "not a JSON object (a number)",
                                                      "not a JSON object (a string)"]
    result = run(env, "ingest", str(tmp_path))
    assert result.returncode == 2 and "is a directory, not a file" in result.stderr, result.stderr
    result = run(env, "ingest", str(tmp_path / "missing.jsonl"))
    assert result.returncode == 2 and "no such file" in result.stderr, result.stderr


def test_text_outputs_do_not_print_none_for_an_explicit_run(formed: dict[str, str]) -> None:
    nurse = _beliefs(formed)["occupation"]["belief_id"]
    assert run(formed, "edit", nurse, "--statement", "User works as a midwife.").returncode == 0
    text = run(formed, "formations").stdout
    assert "explicit" in text and "None" not in text, text
    detail = run(formed, "diagnose", "--session", "s1").stdout
    assert "None" not in detail, detail


def _wait_for_events(conn: psycopg.Connection, tenant: str, minimum: int, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        row = conn.execute("SELECT count(*) FROM memory.events WHERE tenant_id = %s", (tenant,)).fetchone()
        if row and row[0] >= minimum:
            return
        time.sleep(0.05)
    raise AssertionError("ingest never got going")


def test_an_interrupted_ingest_says_where_it_stopped(env: dict[str, str], tenant: str, tmp_path: Path,
                                                     conn: psycopg.Connection) -> None:
    lines = [{"tenant": tenant, "principal": "ana", "session": f"s{i // 50}", "event_type": "user.message.created",
              "text": f"note {i}", "occurred_at": "2026-05-01T10:00:00Z", "derivation_key": f"k{i}"}
             for i in range(20_000)]
    path = _write(tmp_path / "big.jsonl", lines)
    proc = subprocess.Popen([*MEMFORM, "ingest", str(path), "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)
    try:
        _wait_for_events(conn, tenant, 20)
        proc.send_signal(signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert "Traceback" not in stderr, stderr
    assert proc.returncode == 130, (proc.returncode, stderr)
    report = json.loads(stdout)
    stored = conn.execute("SELECT count(*) FROM memory.events WHERE tenant_id = %s", (tenant,)).fetchone()
    assert report["interrupted_at"] is not None and report["appended"] in (stored[0], stored[0] - 1)
    assert report["appended"] < 20_000 and f"interrupted at line {report['interrupted_at']}" in stderr, stderr


def test_an_interrupted_rederive_stops_between_sessions(env: dict[str, str], tenant: str, tmp_path: Path,
                                                        conn: psycopg.Connection) -> None:
    who = {**env, "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "ana"}
    lines = [line for i in range(300) for line in _lines(tenant, f"s{i:03}", ["I work as a nurse."], close=False)]
    assert run(who, "ingest", str(_write(tmp_path / "many.jsonl", lines))).returncode == 0
    proc = subprocess.Popen([*MEMFORM, "rederive", "--confirm", "--json"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=who)
    try:
        wait_for_a_formation_run(conn, tenant)
        proc.send_signal(signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 130 and "Traceback" not in stderr, (proc.returncode, stderr)
    done = json.loads(stdout)
    runs = conn.execute("SELECT count(*) FROM memory.formation_runs WHERE tenant_id = %s", (tenant,)).fetchone()
    assert 0 < len(done) < 300 and runs == (len(done),), "what it reports is what it committed"
    assert f"interrupted after {len(done)} of 300 sessions" in stderr, stderr


def test_an_interrupted_command_is_one_line(formed: dict[str, str]) -> None:
    # Ctrl-C while a read is under way (held there by a slow call)
    code = ("import os, signal, sys, threading, time; from memform import cli, memory; "
            "memory.list_beliefs = lambda *a, **k: time.sleep(30); "
            "threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT)).start(); "
            "sys.exit(cli.main(['list']))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=formed, timeout=60,
                            check=False)
    assert result.returncode == 130 and result.stderr.strip() == "memform: interrupted", result.stderr


def _with_tty_stderr(env: dict[str, str], *args: str) -> tuple[int, str, str]:
    master, slave = pty.openpty()
    # stdout to a file, not a pipe: a pipe nobody reads while the terminal is drained fills and stalls the command
    out = tempfile.TemporaryFile()  # noqa: SIM115 -- read and closed below, once the command ends
    proc = subprocess.Popen([*MEMFORM, *args], stdout=out, stderr=slave, env=env)
    os.close(slave)
    chunks = []
    while True:
        ready, _, _ = select.select([master], [], [], 60)
        if not ready:
            break
        try:
            data = os.read(master, 65536)
        except OSError:  # the child closed its end
            break
        if not data:
            break
        chunks.append(data)
    proc.wait(timeout=60)
    os.close(master)
    out.seek(0)
    with out:
        return proc.returncode, out.read().decode(), b"".join(chunks).decode(errors="replace")


def test_progress_goes_to_a_terminal_even_with_json_on_stdout(formed: dict[str, str], tenant: str,
                                                              tmp_path: Path) -> None:
    path = _write(tmp_path / "more.jsonl", _lines(tenant, "s2", ["I live in Porto."]))
    code, stdout, stderr = _with_tty_stderr(formed, "ingest", str(path), "--json")
    assert code == 0 and json.loads(stdout)["appended"] == 2
    assert "ingest more.jsonl" in stderr and "2/2 lines" in stderr, stderr
    code, stdout, stderr = _with_tty_stderr(formed, "rederive", "--confirm", "--json")
    assert code == 0 and {item["session"] for item in json.loads(stdout)} == {"s1", "s2"}
    assert "rederive [" in stderr and "2/2 sessions" in stderr, stderr


def test_a_migrate_that_fails_is_one_line(env: dict[str, str], dsn: str) -> None:
    # a long transaction holds a table the definitions depend on, and the role has a lock_timeout
    with psycopg.connect(dsn) as holder:
        holder.execute("LOCK TABLE memory.beliefs IN ACCESS EXCLUSIVE MODE")
        result = run({**env, "PGOPTIONS": "-c lock_timeout=300"}, "migrate")
        holder.rollback()
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert result.stderr.startswith("memform migrate: applying functions/000_reset.sql failed: canceling statement "
                                    "due to lock timeout"), result.stderr
    assert "rolled back" in result.stderr
    assert run(env, "migrate").returncode == 0, "nothing was left half-applied"


def test_long_work_reports_progress_to_a_log_too(env: dict[str, str], tenant: str, tmp_path: Path,
                                                 conn: psycopg.Connection) -> None:
    import io

    from memform.ingest import ingest_file

    path = _write(tmp_path / "events.jsonl", _lines(tenant, "s1", ["I work as a nurse.", "I live in Porto."]))
    log = io.StringIO()  # not a terminal: plain lines, at most one per interval (0 s here)
    report = ingest_file(conn, path, progress_every=0.0, stream=log)
    assert report.appended == 3
    assert log.getvalue().splitlines()[-1].startswith("ingest events.jsonl: 3/3 lines, "), log.getvalue()
    assert "\r" not in log.getvalue()
    quiet = io.StringIO()
    ingest_file(conn, path, stream=quiet)
    assert quiet.getvalue() == "", "short work stays quiet in a log"


def test_consolidate_leaves_the_session_open_as_its_help_says(env: dict[str, str], tenant: str,
                                                              tmp_path: Path) -> None:
    who = {**env, "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "ana"}
    assert run(who, "ingest", str(_write(tmp_path / "a.jsonl", _lines(tenant, "s1", ["I work as a nurse."],
                                                                      close=False)))).returncode == 0
    assert run(who, "consolidate", "--session", "s1").returncode == 0
    later = [{"tenant": tenant, "principal": "ana", "session": "s1", "event_type": "user.message.created",
              "text": "I live in Porto.", "occurred_at": "2026-05-02T10:00:00Z"}]
    assert run(who, "ingest", str(_write(tmp_path / "b.jsonl", later))).returncode == 0, "the session is still open"
    assert json.loads(run(who, "diagnose", "--session", "s1", "--json").stdout)["session"]["closed_at"] is None
    helptext = run(env, "--help").stdout + run(env, "consolidate", "--help").stdout
    assert "boundary" not in helptext and "does not close the session" in " ".join(helptext.split())


@pytest.mark.parametrize("port", ["abc", "0", "70000"])
def test_a_bad_tcp_port_is_one_line_for_every_command(tmp_path: Path, port: str) -> None:
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")},
           "MEMFORM_HOME": str(tmp_path / "home"), "MEMFORM_TCP_PORT": port}
    for args in (["status"], ["up"], ["dsn"], ["list", "--tenant", "t", "--principal", "p"]):
        result = run(env, *args)
        assert result.returncode == 2 and "Traceback" not in result.stderr, (args, result.stderr)
        assert result.stderr.strip() == f"memform: MEMFORM_TCP_PORT must be a port number from 1 to 65535, not " \
                                        f"{port!r}", result.stderr
    assert not (tmp_path / "home").exists(), "nothing was created"


def test_a_home_that_cannot_be_created_is_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")},
           "MEMFORM_HOME": str(blocker / "home")}
    result = run(env, "up")
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
    assert result.stderr.strip() == f"memform: Not a directory: {blocker / 'home'}", result.stderr


def test_an_argument_that_is_not_utf8_is_a_usage_error(formed: dict[str, str]) -> None:
    car = _beliefs(formed)["vehicle:bmw_x3"]["belief_id"]
    before = _beliefs(formed, "--all")
    argv = [os.fsencode(a) for a in (*MEMFORM, "edit", car, "--statement")] + [b"User drives a caf\xe9 racer."]
    result = subprocess.run(argv, capture_output=True, env=formed, timeout=60, check=False)
    stderr = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 2 and "Traceback" not in stderr, stderr
    assert stderr.strip() == "memform: --statement is not UTF-8: 'User drives a caf\\xe9 racer.'", stderr
    assert _beliefs(formed, "--all") == before
    latin1 = {**formed, "MEMFORM_PRINCIPAL": "jos\udce9"}  # os.environ keeps undecodable bytes as surrogates
    result = subprocess.run([*MEMFORM, "list"], capture_output=True, text=True, env=latin1, timeout=60, check=False)
    assert result.returncode == 2 and "--principal is not UTF-8: 'jos\\xe9'" in result.stderr, result.stderr


def test_text_outputs_show_a_project_scope_and_an_explicit_source(env: dict[str, str], tenant: str,
                                                                   tmp_path: Path) -> None:
    who = {**env, "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "ana"}
    lines = _lines(tenant, "s1", ["Our team decided to use PostgreSQL as the only datastore."])
    lines[0]["scope"] = "project:atlas"
    assert run(who, "ingest", str(_write(tmp_path / "a.jsonl", lines))).returncode == 0
    assert run(who, "worker", "--once").returncode == 0
    decision = next(b for b in _beliefs(who).values() if b["scope"] == "project:atlas")
    listed = next(line for line in run(who, "list").stdout.splitlines() if decision["belief_id"] in line)
    assert "(project:atlas)" in listed, listed
    edited = json.loads(run(who, "edit", decision["belief_id"], "--statement",
                            "User's team decided to use SQLite as the only datastore.", "--json").stdout)
    detail = run(who, "get", edited["replacement_id"]).stdout
    source = next(line for line in detail.splitlines() if line.startswith("source "))
    assert source.endswith("memory.remembered: User's team decided to use SQLite as the only datastore."), source


def test_a_reused_derivation_key_with_other_text_is_an_error_not_a_silent_skip(env: dict[str, str], tenant: str,
                                                                                tmp_path: Path, dsn: str) -> None:
    first = _write(tmp_path / "first.jsonl", _lines(tenant, "s1", ["I live in Porto."], close=False))
    assert run(env, "ingest", str(first)).returncode == 0
    same = run(env, "ingest", "--json", str(first))
    assert same.returncode == 0 and json.loads(same.stdout)["already_present"] == 1
    edited = _write(tmp_path / "edited.jsonl", _lines(tenant, "s1", ["I live in Lisbon."], close=False))
    result = run(env, "ingest", str(edited))
    assert result.returncode == 1 and "line 1" in result.stderr and "MF013" in result.stderr, result.stderr
    with psycopg.connect(dsn) as conn:
        texts = conn.execute("SELECT payload ->> 'text' FROM memory.events WHERE tenant_id = %s", (tenant,)).fetchall()
    assert texts == [("I live in Porto.",)], "the logged event is kept as it was"


def test_ingest_reads_standard_input(env: dict[str, str], tenant: str, dsn: str) -> None:
    lines = "".join(json.dumps(line) + "\n" for line in _lines(tenant, "s1", ["I live in Porto."], close=False))
    result = subprocess.run([*MEMFORM, "ingest", "--json", "-"], input=lines, capture_output=True, text=True,
                            env=env, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["appended"] == 1
    with psycopg.connect(dsn) as conn:
        assert conn.execute("SELECT count(*) FROM memory.events WHERE tenant_id = %s", (tenant,)).fetchone() == (1,)


def test_ingest_reads_a_file_line_by_line_not_whole(conn: psycopg.Connection, tmp_path: Path) -> None:
    import tracemalloc

    from memform.ingest import count_lines, ingest_file

    path = tmp_path / "big.jsonl"
    with path.open("wb") as handle:  # 24 MB of blank lines: read, counted, and nothing to append
        for _ in range(12_000):
            handle.write(b" " * 2000 + b"\r\n")
        handle.write(b"   ")  # a last line without its newline
    assert count_lines(path) == 12_001
    tracemalloc.start()
    try:
        report = ingest_file(conn, path, stream=io.StringIO())
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert report.lines == 12_001 and report.appended == 0 and not report.errors
    assert peak < 4_000_000, f"peak {peak:,} bytes for a {path.stat().st_size:,}-byte file"
