"""tests/pgtap/test_schedule_jobs.sql where pg_cron cannot be used: a second database of the test
cluster, which is not pg_cron's (cron.database_name), like a server without pg_cron at all. The
file must pass there, its cron.job checks skipped, and schedule_jobs must schedule nothing."""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from memform.cluster import find_bindir
from tests.databases import scratch_database

PGTAP_FILE = Path(__file__).parent / "pgtap" / "test_schedule_jobs.sql"


@pytest.fixture(scope="module")
def cronless_dsn(dsn: str) -> Iterator[str]:
    with scratch_database(dsn, "memform_nocron") as scratch:
        with psycopg.connect(scratch, autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS pgtap")
        yield scratch


def test_without_pg_cron_the_file_passes_with_its_cron_checks_skipped(cronless_dsn: str) -> None:
    with psycopg.connect(cronless_dsn, autocommit=True) as conn:
        row = conn.execute("SELECT to_regnamespace('cron') IS NULL, current_setting('cron.database_name', true)"
                           " IS DISTINCT FROM current_database()").fetchone()
        assert row == (True, True), "this database must not be pg_cron's"
    result = subprocess.run(
        [str(find_bindir() / "psql"), "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-d", cronless_dsn,
         "-f", str(PGTAP_FILE)],
        capture_output=True, text=True, check=False, timeout=120,
        env={**os.environ, "PGOPTIONS": "-c statement_timeout=60s"},
    )
    output = result.stdout
    assert result.returncode == 0, f"psql exited {result.returncode}\n{result.stderr}\n{output}"
    assert re.search(r"^1\.\.8$", output, re.MULTILINE), output
    assert not re.search(r"^not ok", output, re.MULTILINE), output
    assert len(re.findall(r"^ok \d+", output, re.MULTILINE)) == 8, output
    assert len(re.findall(r"^ok \d+ # SKIP", output, re.MULTILINE)) == 5, output
    with psycopg.connect(cronless_dsn, autocommit=True) as conn:
        reply = conn.execute("SELECT memory.schedule_jobs()").fetchone()
        assert reply is not None and reply[0]["scheduled"] is False and reply[0]["reason"]
        assert conn.execute("SELECT memory.maintenance_scheduled()").fetchone() == (False,)
