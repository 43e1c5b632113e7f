"""Corrections racing formation: an edit that moves a belief to another subject, and a delete
while the same content is being formed under another subject."""

from __future__ import annotations

import json
import threading
import time
import uuid

import psycopg

from tests.concurrency import errors_of, run_concurrently

EXTRACTION = json.dumps({"extractor": "t", "extractor_version": "1", "policy_version": "formation@7"})


def test_an_edit_to_another_subject_does_not_deadlock_with_a_commit(dsn: str) -> None:
    # hashtext('pet:dog') < hashtext('vehicle:car'): the edit names them in the other order.
    tenant = f"race-{uuid.uuid4().hex[:8]}"
    car, dog = "vehicle:car", "pet:dog"
    with psycopg.connect(dsn, autocommit=True) as conn:
        belief = conn.execute("SELECT memory.remember(%s, 'p', 'r1', %s::jsonb) ->> 'belief_id'", (tenant, json.dumps(
            {"belief_type": "fact", "subject": car, "statement": "Has a Honda Civic"}))).fetchone()[0]
        conn.execute("SELECT memory.append_event(%s, 'p', 's1', 'user.message.created', %s::jsonb)",
                     (tenant, json.dumps({"text": "I drive a Toyota Corolla and I have a beagle named Rex."})))
        conn.execute("SELECT memory.close_session(%s, 'p', 's1')", (tenant,))
    candidates = json.dumps([
        {"belief_type": "fact", "subject": car, "statement": "Drives a Toyota Corolla", "source_seqs": [1]},
        {"belief_type": "fact", "subject": dog, "statement": "Has a beagle named Rex", "source_seqs": [1]}])
    with psycopg.connect(dsn) as blocker:
        # Hold the belief's row, so the edit stops with its first subject lock taken and the
        # commit arrives in between: the interleaving that deadlocked.
        blocker.execute("SELECT 1 FROM memory.beliefs WHERE belief_id = %s FOR UPDATE", (belief,))

        def work(i: int) -> object:
            with psycopg.connect(dsn) as conn:
                if i == 0:
                    row = conn.execute("SELECT memory.correct_belief(%s, 'p', %s, 'changed', %s::jsonb)",
                                       (tenant, belief, json.dumps({"subject": dog, "statement": "Has a dog"})))
                else:
                    time.sleep(0.7)
                    row = conn.execute("SELECT memory.commit_formation(memory.formation_job(%s, 'p', 's1'), "
                                       "%s::jsonb, %s::jsonb)", (tenant, candidates, EXTRACTION))
                result = row.fetchone()[0]
                conn.commit()
                return result

        release = threading.Timer(1.5, blocker.rollback)
        release.start()
        results = run_concurrently(2, work)
        release.join()
    assert not errors_of(results), results
    assert results[1]["outcome"] == "committed"


def test_a_delete_waits_for_the_same_content_being_formed_elsewhere_and_removes_it(dsn: str) -> None:
    tenant = f"race-{uuid.uuid4().hex[:8]}"

    def diabetes(subject: str) -> str:
        return json.dumps({"belief_type": "fact", "subject": subject, "statement": "Has type 2 diabetes"})

    with psycopg.connect(dsn, autocommit=True) as conn:
        target = conn.execute("SELECT memory.remember(%s, 'p', 's1', %s::jsonb) ->> 'belief_id'",
                              (tenant, diabetes("health"))).fetchone()[0]
    with psycopg.connect(dsn) as forming:
        # the same content, under a subject the delete does not know of yet, not committed
        assert forming.execute("SELECT memory.remember(%s, 'p', 's2', %s::jsonb) ->> 'outcome'",
                               (tenant, diabetes("health:condition"))).fetchone() == ("committed",)
        threading.Timer(1.0, forming.commit).start()
        with psycopg.connect(dsn, autocommit=True) as conn:
            started = time.monotonic()
            conn.execute("SELECT memory.delete_belief(%s, 'p', %s)", (tenant, target))
            waited = time.monotonic() - started
    assert waited >= 0.5, "the delete waited for the formation of the same content"
    with psycopg.connect(dsn, autocommit=True) as conn:
        left = conn.execute("SELECT subject, status FROM memory.beliefs WHERE tenant_id = %s", (tenant,)).fetchall()
        again = conn.execute("SELECT memory.remember(%s, 'p', 's3', %s::jsonb) ->> 'detail'",
                             (tenant, diabetes("health:other"))).fetchone()
    assert left == [], f"no copy of the deleted content is left: {left}"
    assert again == ("deleted_by_user",)
