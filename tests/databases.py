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


@contextmanager
def cron_unscheduled(conn: psycopg.Connection, *jobs: str) -> Iterator[None]:
    """pg_cron's memform jobs of those names unscheduled while the block runs (when pg_cron is there), scheduled
    again after: memform-wakeup's minute tick wakes a sleeping worker, and memform-maintenance runs the sweep."""
    if conn.execute("SELECT to_regclass('cron.job') IS NOT NULL").fetchone() == (True,):
        conn.execute("SELECT cron.unschedule(jobid) FROM cron.job WHERE jobname = ANY(%s)", (list(jobs),))
    try:
        yield
    finally:
        conn.execute("SELECT memory.schedule_jobs()")
