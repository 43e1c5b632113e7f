"""The deploy that introduced the contradiction queue: migration 0009 filled the queue, and the
trigger that keeps it current came with the definition step right after. A belief an older
worker wrote in between, committed or still in flight, must still be queued; and a routine
migrate must not read every belief again."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import psycopg
import pytest

from memform.migrate import migrate
from tests.databases import scratch_database
from tests.test_contradiction_queue_races import _belief, _tenant

QUEUED = "SELECT count(*) FROM memory.contradiction_queue WHERE tenant_id = %s"
# The state between migration 0009 (0012 applied with it) and the definition step: no trigger yet.
BEFORE_DEFINITIONS = """
DROP TRIGGER beliefs_queue_contradiction_insert ON memory.beliefs;
DROP TRIGGER beliefs_queue_contradiction_update ON memory.beliefs;
INSERT INTO memory._pending_backfills (name) VALUES ('contradiction_queue');
"""


@pytest.fixture
def scratch_dsn(dsn: str) -> Iterator[str]:
    with scratch_database(dsn, "memform_deploy") as scratch:
        yield scratch


def test_a_belief_written_before_the_trigger_existed_is_queued_by_the_definition_step(scratch_dsn: str) -> None:
    with psycopg.connect(scratch_dsn, autocommit=True) as conn:
        tenant = _tenant(conn)
        conn.execute(BEFORE_DEFINITIONS)
        _belief(conn, tenant, "Prefers coffee")
        _belief(conn, tenant, "Prefers tea")
        assert conn.execute(QUEUED, (tenant,)).fetchone() == (0,)
        migrate(scratch_dsn)
        assert conn.execute(QUEUED, (tenant,)).fetchone() == (1,)
        assert conn.execute("SELECT count(*) FROM memory._pending_backfills").fetchone() == (0,)


def test_a_belief_in_flight_while_the_trigger_is_created_is_queued(scratch_dsn: str) -> None:
    with psycopg.connect(scratch_dsn, autocommit=True) as conn:
        tenant = _tenant(conn)
        conn.execute(BEFORE_DEFINITIONS)
        _belief(conn, tenant, "Prefers coffee")
        with psycopg.connect(scratch_dsn) as writer:
            _belief(writer, tenant, "Prefers tea")  # an older worker, not yet committed
            done = threading.Event()
            thread = threading.Thread(target=lambda: (migrate(scratch_dsn), done.set()))
            thread.start()
            deadline = time.monotonic() + 10
            while not conn.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                                   "AND wait_event_type = 'Lock'").fetchone()[0]:
                assert time.monotonic() < deadline, "migrate should wait for the writer in flight"
                time.sleep(0.05)
            assert not done.is_set()
            writer.commit()
            thread.join(60)
            assert done.is_set()
        assert conn.execute(QUEUED, (tenant,)).fetchone() == (1,)


def test_a_routine_migrate_does_not_refill_the_queue(scratch_dsn: str) -> None:
    with psycopg.connect(scratch_dsn, autocommit=True) as conn:
        tenant = _tenant(conn)
        _belief(conn, tenant, "Prefers coffee")
        _belief(conn, tenant, "Prefers tea")
        conn.execute("DELETE FROM memory.contradiction_queue WHERE tenant_id = %s", (tenant,))
        migrate(scratch_dsn)
        assert conn.execute(QUEUED, (tenant,)).fetchone() == (0,)
