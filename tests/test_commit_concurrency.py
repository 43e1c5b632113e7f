"""Several workers committing against one database: nothing formed twice, nothing lost."""

from __future__ import annotations

import json
import time
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


def commit_in_order(dsn: str, job: dict, subjects: list[str]) -> str:
    candidates = [candidate(subject, f"Prefers thing {subject}", 1) for subject in subjects]
    with psycopg.connect(dsn) as conn:
        row = conn.execute("SELECT memory.commit_formation(%s::jsonb, %s::jsonb, %s::jsonb)",
                           (json.dumps(job), json.dumps(candidates), EXTRACTION)).fetchone()
        conn.commit()
    assert row is not None
    return row[0]["outcome"]


def test_commits_naming_the_same_subjects_in_opposite_orders_do_not_deadlock(dsn: str) -> None:
    subjects = [f"preference:thing{i}" for i in range(12)]
    for _ in range(10):
        tenant = f"cc-{uuid.uuid4()}"
        with psycopg.connect(dsn, autocommit=True) as conn:
            for session in ("s1", "s2"):
                say(conn, tenant, session, "I like many things.")
            jobs = [job_for(conn, tenant, session) for session in ("s1", "s2")]
        work = list(zip(jobs, [subjects, subjects[::-1]], strict=True))

        outcomes = run_concurrently(2, lambda i, work=work: commit_in_order(dsn, *work[i]))

        assert not errors_of(outcomes), outcomes
        assert outcomes == ["committed", "committed"], outcomes
        with psycopg.connect(dsn) as conn:
            beliefs = conn.execute("SELECT count(*), sum(corroboration_count) FROM memory.beliefs WHERE tenant_id = %s",
                                   (tenant,)).fetchone()
        assert beliefs == (12, 24), "each subject formed once and reinforced once"


def test_new_evidence_survives_maintenance_expiring_its_predecessor_mid_commit(dsn: str) -> None:
    tenant = f"cc-{uuid.uuid4()}"
    with psycopg.connect(dsn, autocommit=True) as conn:
        say(conn, tenant, "s1", "I am in Berlin until the conference ends.")
        old = dict(candidate("location:current", "Is in Berlin", 1), belief_type="fact",
                   expires_at="2020-01-01T00:00:00Z")
        conn.execute("SELECT memory.commit_formation(%s::jsonb, %s::jsonb, %s::jsonb)",
                     (json.dumps(job_for(conn, tenant, "s1")), json.dumps([old]), EXTRACTION))
        say(conn, tenant, "s2", "I moved to Munich.")
        job = job_for(conn, tenant, "s2")
    new = dict(candidate("location:current", "Lives in Munich", 1), belief_type="fact")
    with psycopg.connect(dsn) as maintenance:
        # Maintenance expires the old belief and holds its row until after the commit has read the subject.
        expired = maintenance.execute("SELECT memory.run_maintenance(now(), 500, %s, 'p') ->> 'expired'",
                                      (tenant,)).fetchone()
        assert expired == ("1",)

        def commit(i: int) -> dict:
            if i == 1:
                time.sleep(0.5)
                maintenance.commit()
                return {}
            with psycopg.connect(dsn) as conn:
                row = conn.execute("SELECT memory.commit_formation(%s::jsonb, %s::jsonb, %s::jsonb)",
                                   (json.dumps(job), json.dumps([new]), EXTRACTION)).fetchone()
                conn.commit()
            assert row is not None
            return row[0]

        results = run_concurrently(2, commit)
    assert not errors_of(results), results
    assert [c["detail"] for c in results[0]["candidates"]] == ["new"], results[0]
    with psycopg.connect(dsn) as conn:
        beliefs = conn.execute("SELECT statement, status FROM memory.beliefs WHERE tenant_id = %s ORDER BY created_at",
                               (tenant,)).fetchall()
    assert beliefs == [("Is in Berlin", "expired"), ("Lives in Munich", "provisional")], "the new evidence is kept"
