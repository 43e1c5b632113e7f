"""A message the extractor fails on does not hold its session back.

The extractor here is the shipped rules with one defect put in on purpose: a message holding FAULT
makes it raise, as a text-dependent bug would (session 6's fuzzer found three such: KeyErrors on
folded letters). The rest of the batch must still form, the message must be named in the log, and a
replay with mended rules must read it.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Sequence

import psycopg
import pytest

from memform.extract import (
    SHIPPED_EXTRACTORS,
    DeterministicExtractor,
    ExtractionContext,
    HybridExtractor,
    KnownBelief,
    SourceEvent,
)
from memform.extract.cli_io import extract_lines, parse_lines
from memform.extract.isolate import extract_around_failures
from memform.extract.provider import ProviderConfig
from memform.models import MemoryCandidate, UnreadMessages
from memform.worker import Worker, WorkerOptions, consolidate_session
from tests.conversations import closed_conversation
from tests.scripted_provider import ScriptedServer

FAULT = "\u2620"  # the text the defect trips on


class FragileRules(DeterministicExtractor):
    """The shipped rules, raising on any batch that holds a FAULT message."""

    name = "fragile"

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        for event in events:
            if any(FAULT in text for text in event.texts):
                return {}["a folded letter"]  # the KeyError a text-dependent bug raises
        return super().extract_with(events, context, silenced)


class PairFragileRules(DeterministicExtractor):
    """Raises only when two particular messages are read together: no single message is to blame."""

    name = "pair-fragile"

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        texts = " ".join(t for e in events for t in e.texts)
        if "Porto" in texts and "Finnish" in texts:
            raise RuntimeError("two messages together")
        return super().extract_with(events, context, silenced)


def user(seq: int, text: str) -> SourceEvent:
    return SourceEvent(seq=seq, event_type="user.message.created", author_role="user", texts=(text,))


BATCH = [user(1, "I live in Porto."), user(2, f"I have a cat {FAULT}"), user(3, "I speak Finnish."),
         user(4, "My sister is a nurse.")]


def subjects(candidates: Sequence[MemoryCandidate]) -> set[str]:
    return {c.subject for c in candidates}


def test_the_failing_message_is_named_and_the_rest_is_read() -> None:
    candidates, unread = extract_around_failures(FragileRules(), BATCH, ExtractionContext())
    assert unread is not None and unread.seqs == (2,)
    assert subjects(candidates) == {"location:home", "language:finnish", "family:sister"}
    assert all(2 not in c.source_seqs for c in candidates)
    assert unread.error.startswith("KeyError at test_unread_messages.py:")
    assert "folded" not in unread.error, "the exception's message (it may quote the user) is not kept"


def test_every_failing_message_is_found() -> None:
    batch = [*BATCH, user(5, f"{FAULT} again"), user(6, "I prefer tea.")]
    candidates, unread = extract_around_failures(FragileRules(), batch, ExtractionContext())
    assert unread is not None and unread.seqs == (2, 5)
    assert "preference:tea" in subjects(candidates)


def test_a_batch_that_reads_cleanly_has_nothing_unread() -> None:
    candidates, unread = extract_around_failures(FragileRules(), BATCH[:1], ExtractionContext())
    assert unread is None and subjects(candidates) == {"location:home"}


def test_a_failure_no_single_message_reproduces_is_raised_as_it_was() -> None:
    with pytest.raises(RuntimeError, match="two messages together"):
        extract_around_failures(PairFragileRules(), BATCH, ExtractionContext())


class ContextFragileRules(DeterministicExtractor):
    """Raises whenever a known belief is in the context: every message fails, none is to blame."""

    name = "context-fragile"

    def extract_with(self, events: Sequence[SourceEvent], context: ExtractionContext,
                     silenced: Sequence[bool]) -> list[MemoryCandidate]:
        if context.known_beliefs and events:
            raise ValueError("a known belief the rules trip on")
        return super().extract_with(events, context, silenced)


@pytest.mark.parametrize("batch", [BATCH, BATCH[:1]], ids=["four messages", "one message"])
def test_a_failure_the_context_causes_is_not_pinned_on_the_messages(batch: list[SourceEvent]) -> None:
    context = ExtractionContext(known_beliefs=(KnownBelief(subject="pet:cat", statement="User has a cat."),))
    with pytest.raises(ValueError, match="known belief"):
        extract_around_failures(ContextFragileRules(), batch, context)


def test_an_empty_batch_is_read_as_empty() -> None:
    assert extract_around_failures(FragileRules(), [], ExtractionContext()) == ([], None)


def test_the_search_sends_nothing_to_the_model(fresh: ScriptedServer) -> None:
    """The halving runs on the local rules only: one model call, for the batch without the bad message."""
    hybrid = HybridExtractor(ProviderConfig(base_url=fresh.base_url, model="local"))
    hybrid.deterministic = FragileRules()
    candidates, unread = extract_around_failures(hybrid, BATCH, ExtractionContext())
    assert unread is not None and unread.seqs == (2,)
    assert len(fresh.requests) == 1
    assert [m["seq"] for m in fresh.user_content()["messages"]] == [1, 3, 4]
    assert FAULT not in json.dumps(fresh.requests)
    assert "location:home" in subjects(candidates)


def test_extract_cli_reads_the_rest_and_reports_the_message() -> None:
    lines = [json.dumps({"session": s, "seq": e.seq, "type": e.event_type, "author_role": "user", "text": e.texts[0]})
             for s in ("a", "b") for e in BATCH]
    reported: list[tuple[str, UnreadMessages]] = []
    out = list(extract_lines(FragileRules(), parse_lines(lines), lambda s, u: reported.append((s, u))))
    assert [(s, u.seqs) for s, u in reported] == [("a", (2,)), ("b", (2,))]
    assert {(c["session"], c["subject"]) for c in out} >= {("a", "language:finnish"), ("b", "family:sister")}


@pytest.fixture
def tenant() -> str:
    return f"um-{uuid.uuid4().hex[:10]}"


def live_subjects(conn: psycopg.Connection, tenant: str) -> set[str]:
    return {row[0] for row in conn.execute("SELECT subject FROM memory.list_beliefs(%s, 'p')", (tenant,))}


def test_the_worker_forms_the_session_around_the_message(conn: psycopg.Connection, dsn: str, tenant: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(SHIPPED_EXTRACTORS, FragileRules.name, FragileRules)
    closed_conversation(conn, tenant, "s", [e.texts[0] for e in BATCH])
    log: list[tuple[str, dict[str, object]]] = []
    worker = Worker(dsn, WorkerOptions(once=True, extractor=FragileRules.name),
                    log=lambda event, **fields: log.append((event, fields)))
    assert worker.run() == 1, "a message went unread: the run says so in its exit status"

    assert live_subjects(conn, tenant) == {"location:home", "language:finnish", "family:sister"}
    session = conn.execute("SELECT watermark_seq, last_seq, due_at FROM memory.sessions WHERE tenant_id = %s",
                           (tenant,)).fetchone()
    assert session is not None and session[0] == session[1] and session[2] is None, "nothing is left pending"
    unread = [fields for event, fields in log if event == "consolidation.unread"]
    assert len(unread) == 1 and unread[0]["seqs"] == [2] and str(unread[0]["error"]).startswith("KeyError")
    stopped = next(fields for event, fields in log if event == "worker.stopped")
    assert stopped["unread"] == 1 and stopped["failed"] == 0
    events = conn.execute("SELECT payload FROM memory.events WHERE tenant_id = %s "
                          "AND event_type = 'memory.extraction.unread'", (tenant,)).fetchall()
    assert [e[0]["seqs"] for e in events] == [[2]] and events[0][0]["extractor"] == "fragile"
    diagnosis = conn.execute("SELECT memory.diagnose_session(%s, 'p', 's')", (tenant,)).fetchone()
    assert diagnosis is not None and diagnosis[0]["runs"][0]["unread"]["seqs"] == [2]


def test_a_replay_with_mended_rules_reads_the_message(conn: psycopg.Connection, tenant: str) -> None:
    closed_conversation(conn, tenant, "s", [e.texts[0] for e in BATCH])
    first = consolidate_session(conn, FragileRules(), tenant, "p", "s")
    assert first.unread is not None and first.unread.seqs == (2,)
    assert "pet:cat" not in live_subjects(conn, tenant)

    from memform import memory
    replayed = memory.replay_session(conn, DeterministicExtractor(), tenant, "p", "s")
    assert replayed.outcome == "committed" and replayed.unread is None
    assert "pet:cat" in live_subjects(conn, tenant)
    counts = conn.execute("SELECT subject, count(*) FROM memory.beliefs WHERE tenant_id = %s GROUP BY subject",
                          (tenant,)).fetchall()
    assert all(n == 1 for _, n in counts), f"the replay formed nothing twice: {counts}"
