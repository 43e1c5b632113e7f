from __future__ import annotations

import textwrap
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
        # any case, after comments
        "delete from memory.tombstones",
        "-- note\nINSERT INTO memory.rejections (tenant_id) VALUES ('x')",
        "/* note */ update memory.beliefs set confidence = 1",
        "select memory.append_event(1); delete from memory.events",
        "select * from memory.events",
        "listen x; delete from memory.events",
        # session state that bypasses the database's own guards
        "SET session_replication_role = replica",
        "set session_replication_role = replica",
        "SET search_path = public",
        "SET ROLE postgres",
        "SET SESSION AUTHORIZATION postgres",
        "RESET ROLE",
        # locks and SELECT INTO
        "SELECT * FROM memory.some_view FOR UPDATE",
        "SELECT * FROM memory.some_view FOR SHARE",
        "SELECT 1 INTO scratch",
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
        "listen memform_formation",
        "-- a comment first\nSELECT memory.append_event(1)",
        "select * from memory.some_view",
        "SET LOCAL check_function_bodies = off; SELECT pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('m'))",
    ],
)
def test_guard_accepts_function_calls_and_views(sql: str) -> None:
    assert violations(sql, memory_views={"some_view"}) == []


# -- finding the SQL: every execute/copy/cursor call, whatever its text looks like --------------

def _package(tmp_path: Path, source: str, **modules: str) -> Path:
    root = tmp_path / "pkg"
    root.mkdir()
    (root / "__init__.py").write_text("")
    (root / "mod.py").write_text(textwrap.dedent(source))
    for name, text in modules.items():
        (root / f"{name}.py").write_text(textwrap.dedent(text))
    return root


def _problems(root: Path) -> list[str]:
    return [problem for s in sql_strings(root) for problem in violations(s.text, memory_views={"some_view"})]


@pytest.mark.parametrize(
    "source",
    [
        'def f(conn):\n    conn.execute("delete from memory.tombstones")\n',
        'def f(conn):\n    conn.execute("-- note\\nINSERT INTO memory.rejections (tenant_id) VALUES (1)")\n',
        'def f(conn):\n    conn.execute("/* why */ delete from memory.events")\n',
        'def f(cur):\n    cur.executemany("insert into memory.events values (%s)", [(1,)])\n',
        'def f(conn):\n    with conn.cursor() as cur:\n        cur.execute("truncate memory.events")\n',
        'def f(conn):\n    conn.cursor().execute("update memory.beliefs set confidence = 1")\n',
        'def f(cur):\n    with cur.copy("copy memory.events from stdin") as copy:\n        copy.write_row((1,))\n',
        'def f(conn):\n    for row in conn.cursor().stream("select * from memory.events"):\n        pass\n',
        # through a name, a concatenation, a class attribute, psycopg.sql.SQL
        '_Q = "delete from memory.tombstones"\ndef f(conn):\n    conn.execute(_Q)\n',
        '_Q = "select 1; " + "delete from memory.events"\ndef f(conn):\n    conn.execute(_Q)\n',
        'def f(conn):\n    q = "delete from memory.events"\n    conn.execute(q)\n',
        'class C:\n    Q = "delete from memory.events"\n    def f(self, conn):\n        conn.execute(self.Q)\n',
        'from psycopg import sql\ndef f(conn):\n    conn.execute(sql.SQL("delete from memory.events"))\n',
        # through a parameter: every call site counts
        'def _run(conn, text):\n    conn.execute(text)\n'
        'def f(conn):\n    _run(conn, "SELECT memory.list_beliefs()")\n    _run(conn, "delete from memory.events")\n',
        'def _run(conn, text="delete from memory.events"):\n    conn.execute(text)\ndef f(conn):\n    _run(conn)\n',
        # text the guard cannot read is refused, not trusted
        'def f(conn, table):\n    conn.execute(f"select * from {table}")\n',
        'def f(conn, table):\n    conn.execute("select * from %s" % table)\n',
        'def f(conn, text):\n    conn.execute(text)\n',
        'def f(conn):\n    conn.execute(open("x.sql").read())\n',
        'from psycopg import sql\ndef f(conn, t):\n'
        '    conn.execute(sql.SQL("select * from {}").format(sql.Identifier(t)))\n',
        'def f(conn):\n    run = conn.execute\n    run("select 1")\n',
        # SQL-shaped text that is never passed to a call is still read
        '_Q = "delete from memory.tombstones"\n',
        '_Q = "-- note\\nDELETE FROM memory.tombstones"\n',
    ],
)
def test_guard_finds_sql_at_every_call_site(tmp_path: Path, source: str) -> None:
    assert _problems(_package(tmp_path, source)), source


def test_guard_follows_names_imported_from_another_module(tmp_path: Path) -> None:
    root = _package(tmp_path, "from pkg.queries import PURGE\ndef f(conn):\n    conn.execute(PURGE)\n",
                    queries='PURGE = "delete from memory.events"\n')
    at_call = [violations(s.text, {"some_view"}) for s in sql_strings(root) if s.path.name == "mod.py"]
    assert at_call == [["Delete statement"]]


@pytest.mark.parametrize(
    "source",
    [
        '_Q = "SELECT memory.append_event(%s)"\ndef f(conn):\n    conn.execute(_Q, (1,))\n',
        'def _rows(conn, text, params):\n    with conn.cursor() as cur:\n        cur.execute(text, params)\n'
        '_L = "SELECT * FROM memory.some_view"\ndef f(conn):\n    _rows(conn, _L, {})\n',
        'import shutil\ndef f():\n    shutil.copy("a", "b")\n',
        'def f(d):\n    return d.copy()\n',
        'class Log:\n    def __init__(self, stream):\n        self.stream = stream\n'
        '    def write(self, line):\n        self.stream.write(line)\n',
        '_HELP = "delete a belief for good; only a hash is kept"\n',
    ],
)
def test_guard_accepts_what_follows_the_rule(tmp_path: Path, source: str) -> None:
    assert _problems(_package(tmp_path, source)) == [], source
