"""Runs every tests/pgtap/test_*.sql file through psql and reads its TAP output."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import psycopg
import pytest

from memform.cluster import find_bindir
from tests.databases import scratch_database

PGTAP_DIR = Path(__file__).parent / "pgtap"
PGTAP_FILES = sorted(PGTAP_DIR.glob("test_*.sql"))
# A file that counts what the whole store holds (every tenant's beliefs a maintenance call reads) runs in a database
# of its own: what other tests left there is not its to count.
OWN_DATABASE = "-- pgtap: own database"


def test_pgtap_files_exist() -> None:
    assert PGTAP_FILES, "no pgTAP files found"


@pytest.mark.parametrize("path", PGTAP_FILES, ids=lambda p: p.name)
def test_pgtap(dsn: str, path: Path) -> None:
    if OWN_DATABASE not in path.read_text().split("\n", 1)[0]:
        run_pgtap(dsn, path)
        return
    with scratch_database(dsn, "memform_pgtap") as scratch:
        with psycopg.connect(scratch, autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS pgtap")
        run_pgtap(scratch, path)


def run_pgtap(dsn: str, path: Path) -> None:
    result = subprocess.run(
        [str(find_bindir() / "psql"), "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-d", dsn, "-f", str(path)],
        capture_output=True, text=True, check=False, timeout=300,
        # A suite that waits on a lock should fail, not hang the run.
        env={**os.environ, "PGOPTIONS": "-c statement_timeout=60s -c lock_timeout=30s"},
    )
    output = result.stdout
    assert result.returncode == 0, f"psql exited {result.returncode}\n{result.stderr}\n{output}"
    plan = re.search(r"^1\.\.(\d+)$", output, re.MULTILINE)
    assert plan, f"no TAP plan in output:\n{output}\n{result.stderr}"
    oks = re.findall(r"^ok \d+", output, re.MULTILINE)
    failures = [line for line in output.splitlines() if line.startswith("not ok") or line.startswith("#")]
    assert not any(line.startswith("not ok") for line in failures), "\n".join(failures)
    assert len(oks) == int(plan.group(1)), f"planned {plan.group(1)}, passed {len(oks)}:\n{output}"
