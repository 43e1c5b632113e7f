"""A conversation in the log, ready to form: the user's messages and a closed session."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence

import psycopg


def closed_conversation(conn: psycopg.Connection, tenant: str, session: str, texts: Sequence[str],
                        principal: str = "p") -> None:
    for text in texts:
        conn.execute("SELECT memory.append_event(%s, %s, %s, 'user.message.created', %s::jsonb, "
                     "p_occurred_at => '2026-03-01T10:00:00Z')",
                     (tenant, principal, session, json.dumps({"text": text})))
    conn.execute("SELECT memory.close_session(%s, %s, %s)", (tenant, principal, session))


def wait_for_a_formation_run(conn: psycopg.Connection, tenant: str, timeout: float = 60.0) -> None:
    """Until a formation run of the tenant's is committed: a command under way has read something."""
    deadline = time.monotonic() + timeout
    while conn.execute("SELECT count(*) FROM memory.formation_runs WHERE tenant_id = %s", (tenant,)).fetchone() == (0,):
        assert time.monotonic() < deadline, "no formation run was committed"
        time.sleep(0.02)
