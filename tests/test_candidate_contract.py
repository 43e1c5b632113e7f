"""The database's closed candidate contract and the Python model agree field for field."""

from __future__ import annotations

import psycopg

from memform.models import MemoryCandidate


def test_database_accepts_exactly_the_memory_candidate_fields(conn: psycopg.Connection) -> None:
    row = conn.execute("SELECT memory._candidate_fields()").fetchone()
    assert row is not None
    assert set(row[0]) == set(MemoryCandidate.model_fields), "commit_formation would refuse (MF021) or pass unchecked"
