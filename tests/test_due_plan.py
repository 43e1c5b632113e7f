"""due_sessions and claim_due_sessions (what the worker calls) walk the due index on a
realistically sized table: checked on each function's own plan (auto_explain of the nested
statement), not on a copy of its query."""

from __future__ import annotations

import psycopg

SESSIONS = 100_000


def _plans_of(dsn: str, call: str) -> tuple[list[str], int]:
    """The plans auto_explain logs while `call` runs over SESSIONS sessions (10% due); rolled back."""
    plans: list[str] = []
    with psycopg.connect(dsn) as conn:
        conn.add_notice_handler(lambda diag: plans.append(diag.message_primary or ""))
        with conn.transaction(force_rollback=True):
            conn.execute(
                """
                INSERT INTO memory.sessions (tenant_id, principal_id, session_id, last_seq, watermark_seq,
                                             last_activity_at, formation_request_seq, formation_not_before, due_at)
                SELECT 'plan', 'p' || (i %% 500), 's' || i, 10, CASE WHEN i %% 10 = 0 THEN 0 ELSE 10 END,
                       '2026-01-01'::timestamptz + i * interval '1 second',
                       CASE WHEN i %% 10 = 0 THEN 10 END,
                       CASE WHEN i %% 10 = 0 THEN '2026-01-01'::timestamptz + i * interval '1 second' END,
                       CASE WHEN i %% 10 = 0 THEN '2026-01-01'::timestamptz + i * interval '1 second'
                                                 + interval '30 seconds' END
                  FROM generate_series(1, %s) i
                """,
                (SESSIONS,),
            )
            conn.execute("ANALYZE memory.sessions")
            conn.execute("LOAD 'auto_explain'")
            conn.execute("SET LOCAL auto_explain.log_min_duration = 0")
            conn.execute("SET LOCAL auto_explain.log_nested_statements = on")
            conn.execute("SET LOCAL client_min_messages = log")
            rows = conn.execute(call).fetchall()
    return plans, len(rows)


def test_due_sessions_uses_the_due_index(dsn: str) -> None:
    plans, rows = _plans_of(dsn, "SELECT * FROM memory.due_sessions(100, '2026-06-01'::timestamptz)")
    assert rows == 100
    nested = [p for p in plans if "FROM memory.sessions" in p]
    assert nested, f"no plan for the function's query was logged: {plans}"
    plan = nested[0]
    assert "sessions_due_idx" in plan, plan
    assert "Seq Scan" not in plan and "Sort" not in plan, plan


def test_claim_due_sessions_uses_the_due_index(dsn: str) -> None:
    plans, rows = _plans_of(
        dsn, "SELECT * FROM memory.claim_due_sessions('plan-worker', 100, interval '2 minutes', '2026-06-01')")
    assert rows == 100
    nested = [p for p in plans if "UPDATE memory.sessions" in p]
    assert nested, f"no plan for the claim's statement was logged: {plans}"
    plan = nested[0]
    assert "sessions_due_idx" in plan, plan
    assert "Seq Scan" not in plan and "Sort" not in plan, plan
