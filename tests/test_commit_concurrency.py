"""Several workers committing against one database: nothing formed twice, nothing lost."""

from __future__ import annotations

import json
import uuid

import psycopg
import pytest

from tests.concurrency import errors_of, run_concurrently

EXTRACTION = json.dumps({"extractor": "test", "extractor_version": "1", "policy_version": "formation@7"})
HOLD_SECONDS = 0.3


def candidate(subject: str, statement: str, seq: int) -> dict:
    return {"belief_type": "preference", "subject": subject, "statement": statement, "source_seqs": [seq],
            "confidence": 0.7}


def say(conn: psycopg.Connection, tenant: str, session: str, text: str) -> None:
    conn.execute("SELECT memory.append_event(%s, 'p', %s, 'user.message.created', %s::jsonb)",
                 (tenant, session, json.dumps({"text": text})))


def job_for(conn: psycopg.Connection, tenant: str, session: str) -> dict:
    row = conn.execute("SELECT memory.formation_job(%s, 'p', %s)", (tenant, session)).fetchone()
    assert row is not None
    return row[0]


def commit_holding(dsn: str, job: dict, candidates: list[dict]) -> str:
    """Commit, then keep the transaction (and its locks) open a moment so the others collide."""
    with psycopg.connect(dsn) as conn:
        row = conn.execute("SELECT memory.commit_formation(%s::jsonb, %s::jsonb, %s::jsonb), pg_sleep(%s)",
                           (json.dumps(job), json.dumps(candidates), EXTRACTION, HOLD_SECONDS)).fetchone()
        conn.commit()
    assert row is not None
    return row[0]["outcome"]


@pytest.mark.parametrize("workers", [2, 8])
def test_workers_committing_one_prefix_form_it_once(dsn: str, workers: int) -> None:
    tenant = f"cc-{uuid.uuid4()}"
    with psycopg.connect(dsn, autocommit=True) as conn:
        say(conn, tenant, "s", "I prefer dark roast coffee.")
        job = job_for(conn, tenant, "s")
    candidates = [candidate("preference:coffee", "Prefers dark roast coffee", 1)]

    outcomes = run_concurrently(workers, lambda i: commit_holding(dsn, job, candidates))

    assert not errors_of(outcomes), outcomes
    assert outcomes.count("committed") == 1, outcomes
    assert set(outcomes) <= {"committed", "contended", "stale"}, outcomes
    with psycopg.connect(dsn) as conn:
        beliefs = conn.execute("SELECT count(*), max(corroboration_count) FROM memory.beliefs WHERE tenant_id = %s",
                               (tenant,)).fetchone()
        runs = conn.execute("SELECT count(*) FROM memory.consolidation_runs WHERE tenant_id = %s", (tenant,)).fetchone()
    assert beliefs == (1, 1), "formed exactly once"
    assert runs == (1,), "one audit row: losers wrote nothing"


def test_two_sessions_reinforcing_one_belief_both_count(dsn: str) -> None:
    tenant = f"cr-{uuid.uuid4()}"
    with psycopg.connect(dsn, autocommit=True) as conn:
        for session in ("s0", "s1", "s2"):
            say(conn, tenant, session, "I prefer window seats.")
        conn.execute("SELECT memory.commit_formation(memory.formation_job(%s, 'p', 's0'), %s::jsonb, %s::jsonb)",
                     (tenant, json.dumps([candidate("preference:seat", "Prefers window seats", 1)]), EXTRACTION))
        jobs = [job_for(conn, tenant, s) for s in ("s1", "s2")]

    outcomes = run_concurrently(
        2, lambda i: commit_holding(dsn, jobs[i], [candidate("preference:seat", "Prefers window seats", 1)]))

    assert outcomes == ["committed", "committed"], outcomes
    with psycopg.connect(dsn) as conn:
        rows = conn.execute("SELECT corroboration_count FROM memory.beliefs WHERE tenant_id = %s", (tenant,)).fetchall()
        reinforced = conn.execute(
            "SELECT count(*) FROM memory.candidate_outcomes WHERE tenant_id = %s AND outcome = 'reinforced'", (tenant,)
        ).fetchone()
    assert rows == [(3,)], "one belief, corroborated by all three sessions"
    assert reinforced == (2,)


def test_two_sessions_forming_the_same_new_belief_make_one(dsn: str) -> None:
    tenant = f"cn-{uuid.uuid4()}"
    with psycopg.connect(dsn, autocommit=True) as conn:
        for session in ("s1", "s2"):
            say(conn, tenant, session, "I use a standing desk.")
        jobs = [job_for(conn, tenant, s) for s in ("s1", "s2")]

    outcomes = run_concurrently(
        2, lambda i: commit_holding(dsn, jobs[i], [candidate("preference:desk", "Uses a standing desk", 1)]))

    assert outcomes == ["committed", "committed"], outcomes
    with psycopg.connect(dsn) as conn:
        rows = conn.execute("SELECT corroboration_count FROM memory.beliefs WHERE tenant_id = %s", (tenant,)).fetchall()
    assert rows == [(2,)], "the check-then-insert race cannot create a duplicate"
