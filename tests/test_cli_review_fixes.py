"""Review fixes to the command line: bad input gets a one-line answer and the documented exit code,
JSON outputs are typed alike, commands act for the principal in the environment."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import uuid
from pathlib import Path

import psycopg
import pytest

MEMFORM = [sys.executable, "-m", "memform.cli"]


def run(env: dict[str, str], *args: str, stdin: bytes | None = None,
        timeout: float = 300) -> subprocess.CompletedProcess[str]:
    result = subprocess.run([*MEMFORM, *args], input=stdin, capture_output=True, env=env, timeout=timeout,
                            check=False)
    return subprocess.CompletedProcess(result.args, result.returncode, result.stdout.decode("utf-8", "replace"),
                                       result.stderr.decode("utf-8", "replace"))


@pytest.fixture
def env(dsn: str) -> dict[str, str]:
    return {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn}


@pytest.fixture
def tenant() -> str:
    return f"c-{uuid.uuid4().hex[:10]}"


def test_an_invalid_provider_mode_in_the_environment_is_a_usage_error(env: dict[str, str]) -> None:
    result = run({**env, "MEMFORM_PROVIDER_MODE": "bogus"}, "worker", "--once")
    assert result.returncode == 2, result.stderr
    assert "MEMFORM_PROVIDER_MODE must be auto, off or required" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("value", ["nan", "inf", "0", "-1"])
def test_poll_interval_must_be_positive_and_finite(env: dict[str, str], value: str) -> None:
    result = run(env, "worker", "--poll-interval", value, timeout=30)  # NaN used to be accepted: a spinning worker
    assert result.returncode == 2, result.stderr
    assert "--poll-interval must be positive" in result.stderr


def test_ingest_reports_lines_that_are_not_utf8_and_keeps_the_rest(env: dict[str, str], tenant: str,
                                                                   tmp_path: Path) -> None:
    def line(text: str) -> bytes:
        return json.dumps({"tenant": tenant, "principal": "p", "session": "s", "event_type": "user.message.created",
                           "text": text, "occurred_at": "2026-05-01T10:00:00Z"}, ensure_ascii=False).encode()

    path = tmp_path / "mixed.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + line("I live in Porto.") + b"\n"   # a UTF-8 byte order mark is fine
                     + line("I prefer caf\u00e9.").replace("\u00e9".encode(), b"\xe9") + b"\n"  # Latin-1
                     + line("half \\ud800 a character").replace(b"\\\\ud800", b"\\ud800") + b"\n"
                     + line("I speak Finnish.") + b"\n")
    result = run(env, "ingest", str(path), "--json")
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    report = json.loads(result.stdout)
    assert report["lines"] == 4 and report["appended"] == 2
    errors = {e["line"]: e["error"] for e in report["errors"]}
    assert set(errors) == {2, 3} and all(e.startswith("not UTF-8") for e in errors.values()), errors


@pytest.mark.parametrize("text", [b"I prefer caf\xe9 au lait.", b"I prefer caf\\ud800 au lait."])
def test_extract_refuses_input_that_is_not_utf8_with_its_line(text: bytes) -> None:
    good = b'{"session":"s","seq":1,"type":"user.message.created","author_role":"user","text":"I prefer tea."}\n'
    bad = b'{"session":"s","seq":2,"type":"user.message.created","author_role":"user","text":"' + text + b'"}\n'
    result = run(dict(os.environ), "extract", stdin=good + bad)
    assert result.returncode == 2, result.stderr
    assert result.stderr.strip().startswith("memform extract: line 2: not UTF-8"), result.stderr


TIMESTAMP = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?[+-]\d\d:\d\d$")


@pytest.fixture
def formed(env: dict[str, str], tenant: str, tmp_path: Path) -> dict[str, str]:
    who = {**env, "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "ana"}
    lines = [{"tenant": tenant, "principal": "ana", "session": "s1", "event_type": "user.message.created",
              "text": "I drive a BMW X3 and I prefer dark mode.", "occurred_at": "2026-05-01T10:00:00Z"},
             {"tenant": tenant, "principal": "ana", "session": "s1", "event_type": "session.closed",
              "occurred_at": "2026-05-01T10:01:00Z"}]
    path = tmp_path / "events.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert run(who, "ingest", str(path)).returncode == 0
    assert run(who, "worker", "--once").returncode == 0
    return who


def test_json_outputs_type_fields_alike(formed: dict[str, str], tenant: str, conn: psycopg.Connection) -> None:
    listed = json.loads(run(formed, "list", "--json").stdout)
    assert listed
    for row in listed:
        one = json.loads(run(formed, "get", row["belief_id"], "--json").stdout)
        for key in ("confidence", "valid_from", "expires_at", "origin_scopes", "low_signal", "contradiction_group",
                    "flagged_for_review", "corroboration_count"):
            assert row[key] == one[key], (key, row[key], one[key])
        assert isinstance(row["confidence"], float)
        assert TIMESTAMP.match(row["valid_from"]), row["valid_from"]
    runs = json.loads(run(formed, "formations", "--json").stdout)
    assert runs and all(isinstance(r["elapsed_ms"], int | float) for r in runs), runs
    assert all(TIMESTAMP.match(r["started_at"]) for r in runs)

    conn.execute("SELECT memory.append_event(%s, 'ana', 's2', 'user.message.created', '{\"text\": \"hi\"}'::jsonb)",
                 (tenant,))
    conn.execute("SELECT memory.close_session(%s, 'ana', 's2')", (tenant,))
    due = [d for d in json.loads(run(formed, "due", "--json").stdout) if d["tenant_id"] == tenant]
    assert len(due) == 1 and TIMESTAMP.match(due[0]["due_at"]), due


def test_list_flagged_shows_why_a_belief_is_listed(formed: dict[str, str], tenant: str,
                                                   conn: psycopg.Connection) -> None:
    conn.execute("UPDATE memory.beliefs SET low_signal = true WHERE tenant_id = %s AND subject = 'vehicle:bmw_x3'",
                 (tenant,))  # what maintenance does to a belief never recalled
    flagged = json.loads(run(formed, "list", "--flagged", "--json").stdout)
    assert [(b["subject"], b["low_signal"], b["flagged_for_review"]) for b in flagged] == [
        ("vehicle:bmw_x3", True, False)]
    text = run(formed, "list", "--flagged").stdout
    assert "vehicle:bmw_x3" in text and "[low-signal]" in text


def test_consolidate_acts_within_the_principal_in_the_environment(env: dict[str, str], tenant: str,
                                                                  conn: psycopg.Connection) -> None:
    conn.execute("SELECT memory.append_event(%s, 'h', 'theirs', 'user.message.created', "
                 "'{\"text\": \"I am a pharmacist.\"}'::jsonb, p_occurred_at => '2031-06-01T10:00:00Z')", (tenant,))
    someone_else = {**env, "MEMFORM_TENANT": f"{tenant}-acme", "MEMFORM_PRINCIPAL": "alice"}
    result = run(someone_else, "consolidate", "--session", "theirs")
    assert result.returncode == 2 and "no session named 'theirs'" in result.stderr, result.stderr
    runs = conn.execute("SELECT count(*) FROM memory.formation_runs WHERE tenant_id = %s", (tenant,)).fetchone()
    assert runs == (0,), "another principal's session is left alone"
    owner = {**env, "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "h"}
    assert run(owner, "consolidate", "--session", "theirs").returncode == 0


@pytest.mark.parametrize("dsn_text", ["postgresql://app:s3cretpw@127.0.0.1:1/db",
                                      "host=127.0.0.1 port=1 user=app password=s3cretpw dbname=db",
                                      "postgresql://127.0.0.1:1/db?user=app&password=s3cretpw"])
def test_status_masks_the_password_of_an_external_dsn(dsn_text: str) -> None:
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn_text}
    for args in (["status"], ["status", "--json"]):
        result = run(env, *args)
        assert result.returncode == 3 and "s3cretpw" not in result.stdout and "***" in result.stdout, result.stdout
    assert run(env, "dsn").stdout.strip() == dsn_text, "memform dsn gives the whole string"


def test_errors_are_one_line(env: dict[str, str], tenant: str) -> None:
    unreachable = {**env, "MEMFORM_DSN": "postgresql://app@127.0.0.1:1/db"}
    result = run(unreachable, "migrate")
    assert result.returncode == 1 and result.stderr.startswith("memform: cannot connect:")
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    result = run(env, "due", "--at", "garbage")
    assert result.returncode == 2 and "not an ISO 8601 timestamp: 'garbage'" in result.stderr
    who = {**env, "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "nobody"}
    assert run(who, "formations").stdout.strip() == "no formation runs"


def test_a_closed_pipe_is_not_a_traceback(tmp_path: Path) -> None:
    # a reader that stops early, like `memform formations --json | head`, on more output than a pipe holds
    sample = (Path(__file__).parents[1] / "python_shim" / "memform" / "data" / "sample_sessions.jsonl").read_text()
    lines = [json.loads(line) for line in sample.splitlines()]
    big = tmp_path / "big.jsonl"
    big.write_text("".join(json.dumps({"session": f"{line['session']}-{i}", "seq": seq, "type": line["event_type"],
                                       "author_role": line["event_type"].split(".")[0], "text": line.get("text")})
                           + "\n" for i in range(200) for seq, line in enumerate(lines, start=1)))
    proc = subprocess.Popen(f"{sys.executable} -m memform.cli extract < {big} | head -c 1", shell=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, stderr = proc.communicate(timeout=120)
    assert b"Traceback" not in stderr and b"BrokenPipe" not in stderr, stderr


def test_extract_reads_an_ingest_file() -> None:
    sample = Path(__file__).parents[1] / "python_shim" / "memform" / "data" / "sample_sessions.jsonl"
    result = run(dict(os.environ), "extract", stdin=sample.read_bytes())
    assert result.returncode == 0, result.stderr
    candidates = [json.loads(line) for line in result.stdout.splitlines()]
    assert any(c["subject"] == "device:apple_watch" and c["source_seqs"] == [1] for c in candidates)
