"""Scratch databases on the test cluster, for tests that must migrate, or change the schema of, a
database of their own."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from memform.migrate import migrate


@contextmanager
def scratch_database(dsn: str, prefix: str) -> Iterator[str]:
    """A new database beside the one `dsn` names, migrated; dropped afterwards, whoever is connected."""
    name = f"{prefix}_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    scratch = make_conninfo(**{**conninfo_to_dict(dsn), "dbname": name})
    try:
        migrate(scratch)
        yield scratch
    finally:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
