"""No policy regression over long horizons (seed 001's hard gate, LOCOMO-style scenarios).

Each scenario is one person over months of sessions: facts that change, a retraction, an
assistant that misremembers, tool output carrying injected instructions, secrets said in
passing, questions and hypotheticals. Every session goes through the real write path
(`memform consolidate`: extractor, gates, resolver, commit) in order. At the end:

- target cases: what is true of the person now, answered from live memory. Without memory
  none is answered; the gate is that memory answers every one.
- policy failures: a superseded fact still live, a retracted thing still asserted, or
  forbidden content (secrets, injected or assistant claims, questions, passing moods) in any
  belief, live or not. The gate is zero.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import psycopg
import pytest

SCENARIOS = json.loads((Path(__file__).parent / "data" / "long_horizon.json").read_text())["scenarios"]
MEMFORM = [sys.executable, "-m", "memform.cli"]
EVENT_TYPES = {"user": "user.message.created", "assistant": "assistant.message.created", "tool": "tool.result.created"}


def run_scenario(conn: psycopg.Connection, dsn: str, tenant: str, scenario: dict[str, Any]) -> list[tuple]:
    principal = scenario["principal"]
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn}
    for number, session in enumerate(scenario["sessions"], start=1):
        session_id = f"{principal}-{number}"
        start = datetime.fromisoformat(f"{session['day']}T10:00:00+00:00")
        for turn, (role, text) in enumerate(session["turns"]):
            conn.execute(
                "SELECT memory.append_event(%s, %s, %s, %s, %s::jsonb, p_author_role => %s, p_occurred_at => %s, "
                "p_scope => %s)",
                (tenant, principal, session_id, EVENT_TYPES[role], json.dumps({"text": text}), role,
                 (start + timedelta(minutes=turn)).isoformat(), scenario.get("scope")))
        conn.execute("SELECT memory.complete_run(%s, %s, %s, 'run', 'completed', %s)",
                     (tenant, principal, session_id, (start + timedelta(hours=1)).isoformat()))
        result = subprocess.run(
            [*MEMFORM, "consolidate", "--tenant", tenant, "--principal", principal, "--session", session_id, "--json"],
            capture_output=True, text=True, env=env, timeout=120, check=False)
        assert result.returncode == 0, result.stderr
    return conn.execute(
        "SELECT subject, statement, polarity, status FROM memory.list_beliefs(%s, %s, true)", (tenant, principal)
    ).fetchall()


def answered(beliefs: list[tuple], subject: str, needle: str) -> bool:
    return any(s == subject and needle.lower() in statement.lower() and polarity == "assert"
               and status in ("provisional", "active") for s, statement, polarity, status in beliefs)


def policy_failures(beliefs: list[tuple], scenario: dict[str, Any]) -> list[str]:
    failures = [f"stale and still live: {subject} {needle!r}" for subject, needle in scenario["stale"]
                if answered(beliefs, subject, needle)]
    failures += [f"retracted and still asserted: {subject}" for subject in scenario["retracted"]
                 if any(s == subject and polarity == "assert" and status in ("provisional", "active")
                        for s, _, polarity, status in beliefs)]
    failures += [f"forbidden content {word!r} in {subject}: {statement!r}" for word in scenario["forbidden"]
                 for subject, statement, _, _ in beliefs if word.lower() in f"{subject} {statement}".lower()]
    return failures


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["principal"] for s in SCENARIOS])
def test_memory_answers_the_targets_without_policy_failures(conn: psycopg.Connection, dsn: str,
                                                            scenario: dict[str, Any]) -> None:
    tenant = f"lh-{uuid.uuid4().hex[:8]}"
    without_memory: list[tuple] = []
    assert not any(answered(without_memory, *target) for target in scenario["targets"])

    beliefs = run_scenario(conn, dsn, tenant, scenario)

    missed = [target for target in scenario["targets"] if not answered(beliefs, *target)]
    assert not missed, f"target cases memory did not answer: {missed}\n{beliefs}"
    assert policy_failures(beliefs, scenario) == [], beliefs
