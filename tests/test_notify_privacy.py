"""The formation wake-up is seen by anyone who LISTENs, so it must name nobody."""

from __future__ import annotations

import uuid

import psycopg


def test_formation_notification_names_no_tenant_principal_or_session(dsn: str) -> None:
    tenant = f"notify-{uuid.uuid4().hex[:8]}"
    with psycopg.connect(dsn, autocommit=True) as listener, psycopg.connect(dsn, autocommit=True) as writer:
        listener.execute("LISTEN memform_formation")
        writer.execute("SELECT memory.append_event(%s, 'bob', 'bob-therapy', 'user.message.created', "
                       "'{\"text\": \"I see a therapist.\"}')", (tenant,))
        writer.execute("SELECT memory.complete_run(%s, 'bob', 'bob-therapy', 'run-1')", (tenant,))
        payloads = [n.payload for n in listener.notifies(timeout=5, stop_after=1)]
    assert payloads, "a formation request wakes listeners"
    assert payloads == [""], f"the wake-up carries no identifiers: {payloads}"
