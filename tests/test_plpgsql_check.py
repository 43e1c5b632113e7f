"""plpgsql_check over every PL/pgSQL function in schema memory: no errors, no warnings."""

from __future__ import annotations

import psycopg

FUNCTIONS = """
SELECT p.oid::regprocedure::text AS signature,
       p.oid,
       p.prorettype = 'pg_catalog.trigger'::regtype AS is_trigger,
       (SELECT t.tgrelid FROM pg_trigger t WHERE t.tgfoid = p.oid LIMIT 1) AS trigger_relid
  FROM pg_proc p
  JOIN pg_namespace n ON n.oid = p.pronamespace
  JOIN pg_language l ON l.oid = p.prolang
 WHERE n.nspname = 'memory' AND l.lanname = 'plpgsql'
 ORDER BY 1
"""


def test_every_plpgsql_function_passes_plpgsql_check(dsn: str) -> None:
    findings: list[str] = []
    with psycopg.connect(dsn) as conn:
        functions = conn.execute(FUNCTIONS).fetchall()
        assert len(functions) >= 5
        for signature, oid, is_trigger, relid in functions:
            assert not is_trigger or relid, f"trigger function {signature} is attached to no table"
            rows = conn.execute(
                "SELECT level, message, lineno FROM plpgsql_check_function_tb(%s::oid, %s::oid, "
                "extra_warnings => true, performance_warnings => false, security_warnings => true)",
                (oid, relid or 0),
            ).fetchall()
            findings += [f"{signature}:{lineno}: {level}: {message}" for level, message, lineno in rows]
    assert not findings, "\n".join(findings)
