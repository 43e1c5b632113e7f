"""A conversation in the log, ready to form: the user's messages and a closed session."""

from __future__ import annotations

import json
from collections.abc import Sequence

import psycopg


def closed_conversation(conn: psycopg.Connection, tenant: str, session: str, texts: Sequence[str],
                        principal: str = "p") -> None:
    for text in texts:
        conn.execute("SELECT memory.append_event(%s, %s, %s, 'user.message.created', %s::jsonb, "
                     "p_occurred_at => '2026-03-01T10:00:00Z')",
                     (tenant, principal, session, json.dumps({"text": text})))
    conn.execute("SELECT memory.close_session(%s, %s, %s)", (tenant, principal, session))
