"""The memform command: cluster lifecycle, migrate, ingest, due — run as a real subprocess."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from memform.cluster import EmbeddedCluster
from tests.databases import scratch_database

MEMFORM = [sys.executable, "-m", "memform.cli"]


def run(args: list[str], env: dict[str, str], check: bool = True) -> subprocess.CompletedProcess[str]:
    result = subprocess.run([*MEMFORM, *args], capture_output=True, text=True, env=env, timeout=300, check=False)
    if check and result.returncode != 0:
        raise AssertionError(f"memform {' '.join(args)} exited {result.returncode}:\n{result.stdout}\n{result.stderr}")
    return result


def base_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("MEMFORM_DSN", "MEMFORM_HOME", "MEMFORM_TCP_PORT")}
    return env


@pytest.fixture
def external_env(dsn: str) -> dict[str, str]:
    return {**base_env(), "MEMFORM_DSN": dsn}


@pytest.fixture
def embedded_home() -> Iterator[Path]:
    cluster = EmbeddedCluster.temporary()
    try:
        yield cluster.home
    finally:
        cluster.destroy()
        shutil.rmtree(cluster.home, ignore_errors=True)


def test_embedded_cluster_lifecycle(embedded_home: Path) -> None:
    env = {**base_env(), "MEMFORM_HOME": str(embedded_home)}

    down = run(["status", "--json"], env, check=False)
    assert down.returncode == 3
    assert json.loads(down.stdout)["running"] is False

    assert "started" in run(["up"], env).stdout
    assert "already running" in run(["up"], env).stdout
    status = json.loads(run(["status", "--json"], env).stdout)
    assert status["mode"] == "embedded" and status["running"] and status["initialized"]

    dsn = run(["dsn"], env).stdout.strip()
    assert dsn == status["dsn"] and str(embedded_home) in dsn
    assert (embedded_home / ".s.PGSQL.5432").exists(), "the unix socket lives in the cluster directory"

    first = json.loads(run(["migrate", "--json"], env).stdout)
    migrations = sorted(p.stem for p in (Path(__file__).parents[1] / "migrations").glob("*.sql"))
    assert first["applied_migrations"] == migrations
    second = json.loads(run(["migrate", "--json"], env).stdout)
    assert second["applied_migrations"] == [], "migrate is idempotent"
    assert second["definition_files"] == first["definition_files"]

    psql = subprocess.run(["psql", dsn, "-Atc", "SELECT count(*) FROM memory.event_types"],
                          capture_output=True, text=True, check=False)
    assert psql.returncode == 0 and int(psql.stdout) > 0, "psql \"$(memform dsn)\" works"

    assert "stopped" in run(["down"], env).stdout
    assert "not running" in run(["down"], env).stdout
    assert run(["status"], env, check=False).returncode == 3


def test_commands_report_a_stopped_cluster_clearly(embedded_home: Path) -> None:
    env = {**base_env(), "MEMFORM_HOME": str(embedded_home)}
    result = run(["due"], env, check=False)
    assert result.returncode == 1
    assert "memform up" in result.stderr


def test_external_dsn_is_used_and_up_does_nothing(external_env: dict[str, str], dsn: str, tmp_path: Path) -> None:
    env = {**external_env, "MEMFORM_HOME": str(tmp_path / "unused")}
    assert "nothing to start" in run(["up"], env).stdout
    assert not (tmp_path / "unused").exists()
    assert run(["dsn"], env).stdout.strip() == dsn
    status = json.loads(run(["status", "--json"], env).stdout)
    assert status == {"mode": "external", "dsn": dsn, "reachable": True}


def test_ingest_reports_bad_lines_and_keeps_good_ones(external_env: dict[str, str], tmp_path: Path) -> None:
    lines = [
        {"tenant": "ti", "principal": "p", "session": "s", "event_type": "user.message.created",
         "text": "I live in Porto.", "occurred_at": "2026-05-01T10:00:00Z", "seq": 99},
        "this is not json",
        {"tenant": "ti", "principal": "p", "session": "s", "event_type": "user.message.created",
         "text": "naive", "occurred_at": "2026-05-01T10:00:01"},
        {"tenant": "ti", "principal": "p", "session": "s", "event_type": "user.message.exploded", "text": "x"},
        {"tenant": "ti", "principal": "p", "session": "s", "event_type": "run.completed",
         "run_id": "r1", "status": "completed", "occurred_at": "2026-05-01T10:00:05Z"},
    ]
    path = tmp_path / "events.jsonl"
    path.write_text("\n".join(line if isinstance(line, str) else json.dumps(line) for line in lines) + "\n")

    result = run(["ingest", str(path), "--json"], external_env, check=False)
    assert result.returncode == 1, "a file with rejected lines exits non-zero"
    report = json.loads(result.stdout)
    assert report["lines"] == 5 and report["appended"] == 2
    errors = {e["line"]: e["error"] for e in report["errors"]}
    assert set(errors) == {2, 3, 4}
    assert "timezone" in errors[3] or "time zone" in errors[3]
    assert errors[4].startswith("MF001")

    due = json.loads(run(["due", "--json", "--at", "2026-05-01T10:00:35Z"], external_env).stdout)
    mine = [d for d in due if d["tenant_id"] == "ti"]
    assert len(mine) == 1 and mine[0]["last_seq"] == 3, "seq ignored: message 1, run 2, request 3"
    assert run(["due", "--json", "--at", "2026-05-01T10:00:34Z"], external_env).stdout.count('"ti"') == 0


def test_ingesting_a_file_again_reports_its_lines_as_already_present(external_env: dict[str, str],
                                                                     tmp_path: Path) -> None:
    lines = [{"tenant": "ti-again", "principal": "p", "session": "s", "event_type": "user.message.created",
              "text": f"I have {n} cats.", "derivation_key": f"m{n}"} for n in range(3)]
    lines.append({"tenant": "ti-again", "principal": "p", "session": "s", "event_type": "user.message.created",
                  "text": "no key, so always new"})
    path = tmp_path / "events.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n")

    first = json.loads(run(["ingest", str(path), "--json"], external_env).stdout)
    again = json.loads(run(["ingest", str(path), "--json"], external_env).stdout)

    assert (first["appended"], first["already_present"]) == (4, 0)
    assert (again["appended"], again["already_present"]) == (1, 3), "keyed lines are not counted as appended twice"
    assert run(["ingest", str(path)], external_env).stdout.startswith("1 of 4 lines appended, 3 already in the log")


def test_ingest_missing_file_is_a_usage_error(external_env: dict[str, str], tmp_path: Path) -> None:
    result = run(["ingest", str(tmp_path / "nope.jsonl")], external_env, check=False)
    assert result.returncode == 2 and "no such file" in result.stderr


def test_due_refuses_a_naive_time(external_env: dict[str, str]) -> None:
    result = run(["due", "--at", "2026-05-01T10:00:00"], external_env, check=False)
    assert result.returncode == 2 and "time zone" in result.stderr


def test_demo_runs_and_is_idempotent(dsn: str) -> None:
    import psycopg

    count_sql = ("SELECT (SELECT count(*) FROM memory.events WHERE tenant_id = 'acme'), "
                 "(SELECT count(*) FROM memory.beliefs WHERE tenant_id = 'acme'), "
                 "(SELECT count(*) FROM memory.consolidation_runs WHERE tenant_id = 'acme')")
    # a database of its own: the demo's `worker --once` sweeps every due session there, and other tests leave some
    with scratch_database(dsn, "memform_demo") as scratch:
        env = {**base_env(), "MEMFORM_DSN": scratch}
        first = run(["demo"], env)
        for expected in ("preference:answer_style", "superseded:", "health:right_thumb", "[flagged for review]",
                         "credential", "diagnosis of alice-2026-11-24"):
            assert expected in first.stdout, expected
        with psycopg.connect(scratch) as conn:
            counts = conn.execute(count_sql).fetchone()
            waiting = conn.execute("SELECT formation_state FROM memory.session_overview "
                                   "WHERE tenant_id = 'acme' AND session_id = 'bob-2026-11-25'").fetchone()
        second = run(["demo"], env)
        with psycopg.connect(scratch) as conn:
            again = conn.execute(count_sql).fetchone()
    assert counts == again, "re-running the demo appends, forms and audits nothing new"
    assert first.stdout.split("[5/5]")[1] == second.stdout.split("[5/5]")[1], "and shows the same memory"
    assert "(already made by an earlier run)" in second.stdout.split("[4/5]")[1].split("\n")[0], \
        "and does not claim to remember again"
    assert waiting == ("no_request",), "the waiting run's session was not consolidated"


def test_migrate_recreates_definitions_exactly(external_env: dict[str, str], dsn: str) -> None:
    import psycopg

    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("CREATE FUNCTION memory.left_behind() RETURNS int LANGUAGE sql AS 'SELECT 1'")
        conn.execute("DROP VIEW memory.session_overview")
        conn.execute("CREATE VIEW memory.session_overview AS SELECT 1 AS stale")
    run(["migrate"], external_env)
    with psycopg.connect(dsn) as conn:
        gone = conn.execute("SELECT to_regprocedure('memory.left_behind()') IS NULL").fetchone()
        columns = conn.execute(
            "SELECT count(*) FROM information_schema.columns WHERE table_schema = 'memory' "
            "AND table_name = 'session_overview'").fetchone()
    assert gone == (True,), "a definition no file describes is dropped"
    assert columns is not None and columns[0] > 1, "a view whose shape changed is recreated from its file"
