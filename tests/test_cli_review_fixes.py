"""Review fixes to the command line: bad input gets a one-line answer and the documented exit code,
JSON outputs are typed alike, commands act for the principal in the environment."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid

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
