"""Inspect, correct, re-derive, inspect: the governed memory surface through the CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

MEMFORM = [sys.executable, "-m", "memform.cli"]


@pytest.fixture
def who(dsn: str, tmp_path: Path) -> dict[str, str]:
    tenant = f"m-{uuid.uuid4().hex[:10]}"
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn,
           "MEMFORM_TENANT": tenant, "MEMFORM_PRINCIPAL": "ana"}
    events = [
        ("s1", "I have an Apple Watch and a BMW X3.", "2026-05-01T10:00:00Z"),
        ("s1", "I prefer dark mode and I work as a nurse.", "2026-05-01T10:01:00Z"),
        ("s2", "My daughter Maya plays the violin. I live in Porto.", "2026-05-02T10:00:00Z"),
    ]
    lines = [json.dumps({"tenant": tenant, "principal": "ana", "session": s, "event_type": "user.message.created",
                         "text": text, "occurred_at": at}) for s, text, at in events]
    lines += [json.dumps({"tenant": tenant, "principal": "ana", "session": s, "event_type": "session.closed",
                          "occurred_at": "2026-05-03T00:00:00Z"}) for s in ("s1", "s2")]
    path = tmp_path / "events.jsonl"
    path.write_text("\n".join(lines) + "\n")
    run(env, "ingest", str(path))
    run(env, "worker", "--once")
    return env


def run(env: dict[str, str], *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    result = subprocess.run([*MEMFORM, *args], capture_output=True, text=True, env=env, timeout=300, check=False)
    if check and result.returncode != 0:
        raise AssertionError(f"memform {' '.join(args)} exited {result.returncode}: {result.stderr}")
    return result


def beliefs(env: dict[str, str], *extra: str) -> dict[str, dict]:
    return {b["subject"]: b for b in json.loads(run(env, "list", "--json", *extra).stdout)}


def test_inspect_correct_rederive_inspect(who: dict[str, str]) -> None:
    before = beliefs(who)
    assert {"device:apple_watch", "vehicle:bmw_x3", "preference:theme", "occupation", "family:daughter",
            "location:home"} <= set(before)

    detail = json.loads(run(who, "get", before["vehicle:bmw_x3"]["belief_id"], "--json").stdout)
    assert detail["sources"][0]["text"] == "I have an Apple Watch and a BMW X3."
    assert detail["formation_run"]["extractor"] == "deterministic"
    assert "formed by" in run(who, "get", before["vehicle:bmw_x3"]["belief_id"]).stdout

    run(who, "reject", before["device:apple_watch"]["belief_id"], "--kind", "untrue")
    edited = json.loads(run(who, "edit", before["occupation"]["belief_id"], "--statement", "Works as a midwife",
                            "--json").stdout)
    run(who, "delete", before["location:home"]["belief_id"])
    run(who, "reject", before["preference:theme"]["belief_id"], "--kind", "unspecified")

    first = json.loads(run(who, "rederive", "--confirm", "--json").stdout)
    second = json.loads(run(who, "rederive", "--confirm", "--json").stdout)
    assert {item["session"] for item in first} >= {"s1", "s2"}
    assert all(item["committed"] == 0 and item["reinforced"] == 0 for item in second), \
        "re-deriving twice changes nothing the second time"

    after = beliefs(who)
    assert "device:apple_watch" not in after, "an untrue belief is not re-formed"
    assert "location:home" not in after, "a deleted belief is not re-formed"
    assert after["occupation"]["statement"] == "Works as a midwife"
    assert after["occupation"]["belief_id"] == edited["replacement_id"]
    assert after["preference:theme"]["flagged_for_review"] is True
    assert after["vehicle:bmw_x3"]["belief_id"] == before["vehicle:bmw_x3"]["belief_id"], "untouched beliefs stay"
    assert {b["subject"] for b in beliefs(who, "--flagged").values()} >= {"preference:theme"}
    inactive = beliefs(who, "--all")
    assert inactive["device:apple_watch"]["status"] == "retired"

    runs = json.loads(run(who, "formations", "--json").stdout)
    assert {r["trigger"] for r in runs} >= {"session", "rederive", "explicit"}
    diagnosis = json.loads(run(who, "diagnose", "--session", "s1", "--json").stdout)
    assert diagnosis["session"]["watermark"] >= 2 and diagnosis["runs"]


def test_refusals_are_one_line_and_change_nothing(who: dict[str, str]) -> None:
    some_id = next(iter(beliefs(who).values()))["belief_id"]
    refused = run(who, "replay", "--session", "s1", check=False)
    assert refused.returncode == 2 and "--confirm" in refused.stderr
    foreign = run({**who, "MEMFORM_PRINCIPAL": "mallory"}, "delete", some_id, check=False)
    assert foreign.returncode == 1
    assert foreign.stderr.count("\n") == 1 and "MF050" in foreign.stderr
    anonymous = run({k: v for k, v in who.items() if k != "MEMFORM_PRINCIPAL"}, "list", check=False)
    assert anonymous.returncode == 2 and "--principal" in anonymous.stderr
    assert some_id in {b["belief_id"] for b in beliefs(who).values()}, "nothing was deleted"


def test_replaying_a_session_twice_changes_nothing(who: dict[str, str]) -> None:
    first = json.loads(run(who, "replay", "--session", "s2", "--confirm", "--json").stdout)
    snapshot = beliefs(who, "--all")
    second = json.loads(run(who, "replay", "--session", "s2", "--confirm", "--json").stdout)
    assert first[0]["committed"] == 0 and second[0]["committed"] == 0
    assert beliefs(who, "--all") == snapshot


def test_an_app_role_connection_reaches_only_its_principal(who: dict[str, str], dsn: str) -> None:
    import psycopg
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    role = f"app_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {role} LOGIN IN ROLE memory_app")
    try:
        app_dsn = make_conninfo(**{**conninfo_to_dict(dsn), "user": role})
        app = {**who, "MEMFORM_DSN": app_dsn}
        own = json.loads(run(app, "list", "--json").stdout)
        assert own and {b["subject"] for b in own} == set(beliefs(who))
        foreign = run({**app, "MEMFORM_PRINCIPAL": "someone-else"}, "list", "--json")
        assert json.loads(foreign.stdout) == [], "bound to another principal, it sees nothing of ana's"
        refused = run(app, "worker", "--once", check=False)
        assert refused.returncode != 0, "an app role cannot run formation"
    finally:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f"DROP ROLE {role}")
