from __future__ import annotations

from pathlib import Path

import psycopg
import pytest

from tests.sql_guard import sql_strings, violations

PACKAGE = Path(__file__).resolve().parents[1] / "python_shim"


@pytest.fixture(scope="module")
def memory_views(dsn: str) -> set[str]:
    with psycopg.connect(dsn) as conn:
        rows = conn.execute(
            "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = 'memory' AND c.relkind IN ('v', 'm')"
        ).fetchall()
    return {r[0] for r in rows}


def test_guard_finds_the_package_sql() -> None:
    found = list(sql_strings(PACKAGE))
    assert any("memory.append_event" in s.text for s in found)


def test_package_sql_only_calls_memory_functions_and_reads_views(memory_views: set[str]) -> None:
    problems = [
        f"{s.path.relative_to(PACKAGE)}:{s.line}: {problem}"
        for s in sql_strings(PACKAGE)
        for problem in violations(s.text, memory_views)
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    "sql",
    [
        "INSERT INTO memory.events (payload) VALUES ('{}')",
        "UPDATE memory.sessions SET watermark_seq = 0",
        "DELETE FROM memory.events",
        "SELECT * FROM memory.events",
        "SELECT * FROM public.anything",
        "WITH x AS (DELETE FROM memory.events RETURNING 1) SELECT * FROM x",
        "SELECT pg_catalog.set_config('x', 'y', false)",
        "SELECT dblink_exec('c', 'DELETE FROM memory.events')",
        "TRUNCATE memory.events",
        "SELECT memory.append_event(1); DELETE FROM memory.events",
        "<f-string: dynamic SQL is not allowed>",
    ],
)
def test_guard_rejects_raw_access(sql: str) -> None:
    assert violations(sql, memory_views={"some_view"}), sql


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT memory.append_event(p_tenant => %(t)s)",
        "SELECT * FROM memory.due_sessions(%(limit)s, COALESCE(%(now)s::timestamptz, now()))",
        "SELECT * FROM memory.some_view WHERE principal_id = %s",
        "LISTEN memform_formation",
    ],
)
def test_guard_accepts_function_calls_and_views(sql: str) -> None:
    assert violations(sql, memory_views={"some_view"}) == []
