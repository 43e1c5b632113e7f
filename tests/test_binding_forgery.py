"""The binding cannot be forged by a connection that creates its own binding table first."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import psycopg
import pytest


@pytest.fixture
def app_role(conn: psycopg.Connection) -> Iterator[str]:
    role = f"app_{uuid.uuid4().hex[:8]}"
    conn.execute(f"CREATE ROLE {role} LOGIN IN ROLE memory_app")
    yield role
    conn.execute(f"DROP ROLE {role}")


def test_a_look_alike_binding_table_binds_nobody(dsn: str, conn: psycopg.Connection, app_role: str) -> None:
    tenant = f"forge-{uuid.uuid4().hex[:6]}"
    conn.execute("SELECT memory.remember(%s, 'bob', 's', '{\"belief_type\": \"fact\", \"subject\": \"x\", "
                 "\"statement\": \"Has a secret diary\"}')", (tenant,))
    with psycopg.connect(dsn, user=app_role, autocommit=True) as app:
        app.execute("CREATE TEMP TABLE memform_binding (tenant_id text NOT NULL, principal_id text NOT NULL)")
        app.execute("INSERT INTO pg_temp.memform_binding VALUES (%s, 'bob')", (tenant,))
        with pytest.raises(psycopg.Error) as refused:
            app.execute("SELECT * FROM memory.list_beliefs(%s, 'bob')", (tenant,))
        assert refused.value.sqlstate == "MF060"
        assert app.execute("SELECT count(*) FROM memory.beliefs").fetchone() == (0,), "RLS shows nothing"
        with pytest.raises(psycopg.Error) as bind:
            app.execute("SELECT memory.bind_principal(%s, 'alice')", (tenant,))
        assert bind.value.sqlstate == "MF060" and "did not create" in str(bind.value)
        app.execute("DISCARD TEMP")
        app.execute("SELECT memory.bind_principal(%s, 'bob')", (tenant,))
        assert app.execute("SELECT statement FROM memory.list_beliefs(%s, 'bob')", (tenant,)).fetchall() == [
            ("Has a secret diary",)], "a real binding works"
