"""Review fixes to the command line: bad input gets a one-line answer and the documented exit code,
JSON outputs are typed alike, commands act for the principal in the environment."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

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
