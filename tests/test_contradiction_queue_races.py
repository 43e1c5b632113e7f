"""A belief written while maintenance checks its subject is never dropped from the
contradiction queue: whichever transaction goes first, the disagreement is grouped by a
later sweep once both have committed."""

from __future__ import annotations

import threading
import time
import uuid

import psycopg

RUN = "00000000-0000-0000-0000-0000000000dd"
INSERT = """
INSERT INTO memory.beliefs (tenant_id, principal_id, belief_type, subject, statement, normalized_statement,
    statement_sha256, polarity, authority, confidence, status, scope, origin_scopes, portability, sensitivity,
    last_reinforced_at, valid_from, formation_run_id, policy_version)
VALUES (%(tenant)s, 'p', 'preference', 'drink', %(statement)s, memory.normalize_statement(%(statement)s),
        memory.statement_sha256(%(statement)s), 'assert', 'user', 0.9, 'active', 'user', '{user}', 'portable',
        'normal', now(), now(), %(run)s, 'formation@7')
"""
SWEEP = "SELECT memory.run_maintenance(now(), 500, %s, 'p')"
GROUPED = "SELECT count(*) FROM memory.beliefs WHERE tenant_id = %s AND contradiction_group IS NOT NULL"


def _tenant(conn: psycopg.Connection) -> str:
    tenant = f"cq-{uuid.uuid4().hex[:8]}"
    conn.execute("INSERT INTO memory.consolidation_runs (run_id, tenant_id, principal_id, trigger, scope, extractor, "
                 "extractor_version, policy_version) VALUES (gen_random_uuid(), %s, 'p', 'scheduled', 'user', 't', "
                 "'1', 'formation@7')", (tenant,))
    return tenant


def _belief(conn: psycopg.Connection, tenant: str, statement: str) -> None:
    run = conn.execute("SELECT run_id FROM memory.consolidation_runs WHERE tenant_id = %s", (tenant,)).fetchone()[0]
    conn.execute(INSERT, {"tenant": tenant, "statement": statement, "run": run})


def test_a_sweep_during_an_uncommitted_write_leaves_the_subject_queued(dsn: str) -> None:
    with psycopg.connect(dsn, autocommit=True) as admin:
        tenant = _tenant(admin)
        _belief(admin, tenant, "Prefers coffee")  # queued, not yet swept
        with psycopg.connect(dsn) as writer:
            _belief(writer, tenant, "Prefers tea")  # re-queues the subject, uncommitted
            started = time.monotonic()
            admin.execute(SWEEP, (tenant,))  # sees one belief only; must neither wait nor dequeue
            assert time.monotonic() - started < 5
            assert admin.execute(GROUPED, (tenant,)).fetchone()[0] == 0
            writer.commit()
        admin.execute(SWEEP, (tenant,))
        assert admin.execute(GROUPED, (tenant,)).fetchone()[0] == 2


def test_a_write_during_an_uncommitted_sweep_queues_the_subject_again(dsn: str) -> None:
    with psycopg.connect(dsn, autocommit=True) as admin:
        tenant = _tenant(admin)
        _belief(admin, tenant, "Prefers coffee")
        with psycopg.connect(dsn) as sweeper:
            sweeper.execute(SWEEP, (tenant,))  # dequeues 'drink' having seen one belief, uncommitted
            done = threading.Event()

            def write() -> None:
                with psycopg.connect(dsn, autocommit=True) as writer:
                    _belief(writer, tenant, "Prefers tea")
                done.set()

            thread = threading.Thread(target=write)
            thread.start()
            assert not done.wait(0.5), "the writer should wait for the sweep that holds the queue row"
            sweeper.commit()
            thread.join(10)
            assert done.is_set()
        assert admin.execute("SELECT count(*) FROM memory.contradiction_queue WHERE tenant_id = %s",
                             (tenant,)).fetchone()[0] == 1
        admin.execute(SWEEP, (tenant,))
        assert admin.execute(GROUPED, (tenant,)).fetchone()[0] == 2
