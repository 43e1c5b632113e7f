"""The Python formation layer end to end against the real server: job, prefix, commit, remember."""

from __future__ import annotations

import uuid

import psycopg
import pytest
from pydantic import ValidationError

from memform.formation import commit_formation, formation_job, remember, session_prefix
from memform.log import append_event
from memform.models import EventIn, Extraction, MemoryCandidate

EXTRACTION = Extraction(extractor="test", extractor_version="1", policy_version="formation@7")


def test_commit_round_trip(conn: psycopg.Connection) -> None:
    tenant = f"api-{uuid.uuid4()}"
    append_event(conn, EventIn(tenant=tenant, principal="p", session="s", event_type="user.message.created",
                               text="I prefer metric units.", occurred_at="2026-03-01T10:00:00Z", scope="project:lab"))
    append_event(conn, EventIn(tenant=tenant, principal="p", session="s", event_type="assistant.message.created",
                               text="Metric it is."))
    job = formation_job(conn, tenant, "p", "s")
    assert (job.scope, job.watermark_before, job.prefix_end) == ("project:lab", 0, 2)

    prefix = session_prefix(conn, job)
    assert [(e.seq, e.event_type, e.trust) for e in prefix] == [
        (1, "user.message.created", "owner"), (2, "assistant.message.created", "affirmed")]

    candidates = [
        MemoryCandidate(belief_type="preference", subject="preference:units", statement="Prefers metric units",
                        source_seqs=(1,), confidence=0.8, proposed_scope="project:lab",
                        evidence="I prefer metric units"),
        MemoryCandidate(belief_type="preference", subject="preference:units", statement="Prefers metric units",
                        source_seqs=(2,), proposed_scope="project:lab"),
    ]
    result = commit_formation(conn, job, candidates, EXTRACTION)
    assert result.outcome == "committed"
    outcomes = [(c.outcome, c.detail) for c in result.candidates]
    assert outcomes == [("committed", "new"), ("rejected", "not_user_message")]
    assert result.watermark_after == 3 and result.proposed == 2, "the prefix and the run's own memory.formed event"

    again = commit_formation(conn, job, candidates, EXTRACTION)
    assert again.outcome == "stale" and again.run_id is None


def test_remember_round_trip(conn: psycopg.Connection) -> None:
    tenant = f"api-{uuid.uuid4()}"
    first = remember(conn, tenant, "p", "s", {"belief_type": "user_model_attr", "subject": "occupation",
                                               "statement": "Works as a luthier"})
    assert (first.outcome, first.detail) == ("committed", "new")
    second = remember(conn, tenant, "p", "s", {"belief_type": "user_model_attr", "subject": "occupation",
                                                "statement": "Works as a luthier."})
    assert (second.outcome, second.detail, second.belief_id) == ("reinforced", "duplicate", first.belief_id)


@pytest.mark.parametrize(
    "bad",
    [
        {"belief_type": "opinion"},
        {"confidence": float("nan")},
        {"confidence": 1.2},
        {"source_seqs": ()},
        {"statement": "x" * 501},
        {"surprise": True},
    ],
)
def test_candidate_model_refuses_bad_input(bad: dict) -> None:
    base = {"belief_type": "fact", "subject": "s", "statement": "A fact", "source_seqs": (1,)}
    with pytest.raises(ValidationError):
        MemoryCandidate.model_validate({**base, **bad})
