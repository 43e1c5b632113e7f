"""State the extractor carries from one message to the next survives the batch boundary: the worker
extracts only the events past a session's watermark, so what an earlier batch set up (a role-play the
user cast) must reach the next batch as context. Context only: it is never a source and never sent
to a model. Real server, real consolidations."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from collections.abc import Sequence

import psycopg
import pytest

from memform import worker
from memform.extract import DeterministicExtractor, ExtractionContext, HybridExtractor, SourceEvent
from memform.extract.provider import Budget, ProviderConfig
from memform.models import CommitResult, MemoryCandidate
from memform.worker import consolidate_session
from tests.scripted_provider import ScriptedServer

CAST = "I have a dog. Let's role-play: you're a barista and I'm a customer."
IN_CHARACTER = ("I'm a pirate captain with three ships.", "I live in Tortuga and I have a parrot.")
STEP_OUT = "ok, end of role-play. For real, I'm a teacher."


@pytest.fixture
def tenant() -> str:
    return f"x-{uuid.uuid4().hex[:10]}"


def say(conn: psycopg.Connection, tenant: str, text: str, at: str = "2026-03-01T10:00:00Z") -> int:
    row = conn.execute("SELECT memory.append_event(%s, 'p', 's', 'user.message.created', %s::jsonb, "
                       "p_occurred_at => %s)", (tenant, json.dumps({"text": text}), at)).fetchone()
    assert row is not None
    return int(row[0])


def reply(conn: psycopg.Connection, tenant: str, text: str) -> None:
    conn.execute("SELECT memory.append_event(%s, 'p', 's', 'assistant.message.created', %s::jsonb, "
                 "p_occurred_at => '2026-03-01T10:00:00Z')", (tenant, json.dumps({"text": text})))


def live(conn: psycopg.Connection, tenant: str) -> dict[str, str]:
    rows = conn.execute("SELECT subject, statement FROM memory.list_beliefs(%s, 'p')", (tenant,)).fetchall()
    return dict(rows)


class Recording:
    """The deterministic extractor, keeping what each call saw and proposed."""

    name = "deterministic"
    version = DeterministicExtractor.version

    def __init__(self) -> None:
        self.inner = DeterministicExtractor()
        self.calls: list[tuple[list[SourceEvent], ExtractionContext, list[MemoryCandidate]]] = []

    def extract(self, events: Sequence[SourceEvent], context: ExtractionContext) -> list[MemoryCandidate]:
        candidates = self.inner.extract(events, context)
        self.calls.append((list(events), context, candidates))
        return candidates


def consolidate(conn: psycopg.Connection, tenant: str, extractor: object | None = None) -> CommitResult:
    result = consolidate_session(conn, extractor or DeterministicExtractor(), tenant, "p", "s")  # type: ignore[arg-type]
    assert result.outcome == "committed", result
    return result


def test_a_role_play_cast_in_an_earlier_batch_keeps_the_next_batch_in_character(
        conn: psycopg.Connection, tenant: str) -> None:
    say(conn, tenant, CAST)
    reply(conn, tenant, "Welcome in! What can I get you?")
    consolidate(conn, tenant)
    assert set(live(conn, tenant)) == {"pet:dog"}, "what was said before the casting is the user's own"

    for text in IN_CHARACTER:
        say(conn, tenant, text)
        reply(conn, tenant, "Arr, a fine tale.")
    result = consolidate(conn, tenant)
    assert result.proposed == 0 and set(live(conn, tenant)) == {"pet:dog"}, \
        "in character, in a later batch: nothing about the user"

    say(conn, tenant, STEP_OUT)
    consolidate(conn, tenant)
    beliefs = live(conn, tenant)
    assert set(beliefs) == {"pet:dog", "occupation"} and beliefs["occupation"] == "User is a teacher."


def test_the_worker_process_keeps_a_role_play_across_its_consolidations(
        conn: psycopg.Connection, tenant: str, dsn: str) -> None:
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("MEMFORM_")}, "MEMFORM_DSN": dsn}

    def run_and_form(run: str, at: str, now: str) -> None:
        conn.execute("SELECT memory.complete_run(%s, 'p', 's', %s, 'completed', %s)", (tenant, run, at))
        done = subprocess.run([sys.executable, "-m", "memform.cli", "worker", "--once", "--extractor",
                               "deterministic", "--now", now], capture_output=True, text=True, env=env,
                              timeout=300, check=False)
        assert done.returncode == 0, done.stderr

    # In 2032, so that workers of other tests, judging by the real clock, leave it alone.
    say(conn, tenant, CAST, "2032-05-01T10:00:00Z")
    run_and_form("r1", "2032-05-01T10:00:01Z", "2032-05-01T10:01:00Z")
    say(conn, tenant, IN_CHARACTER[0], "2032-05-01T10:02:00Z")
    run_and_form("r2", "2032-05-01T10:02:01Z", "2032-05-01T10:03:00Z")
    assert set(live(conn, tenant)) == {"pet:dog"}
    say(conn, tenant, STEP_OUT, "2032-05-01T10:04:00Z")
    run_and_form("r3", "2032-05-01T10:04:01Z", "2032-05-01T10:05:00Z")
    assert set(live(conn, tenant)) == {"pet:dog", "occupation"}
    runs = conn.execute("SELECT count(*) FROM memory.formation_runs WHERE tenant_id = %s", (tenant,)).fetchone()
    assert runs == (3,), "three batches, three consolidations"


def test_the_earlier_context_is_never_a_source(conn: psycopg.Connection, tenant: str) -> None:
    first = say(conn, tenant, "I have a dog and I live in Lisbon.")
    consolidate(conn, tenant)
    say(conn, tenant, CAST)
    say(conn, tenant, IN_CHARACTER[0])
    consolidate(conn, tenant)
    recording = Recording()
    step_out = say(conn, tenant, STEP_OUT)
    say(conn, tenant, "I have a cat.")
    result = consolidate(conn, tenant, recording)
    [(events, context, candidates)] = recording.calls
    assert [e.seq for e in events] == [step_out, step_out + 1]
    assert candidates and all(set(c.source_seqs) <= {step_out, step_out + 1} for c in candidates)
    assert result.proposed == len(candidates) and result.rejected == 0, "nothing cited outside the prefix"
    assert {first} <= {e.seq for e in context.preceding} and all(e.seq < step_out for e in context.preceding)
    sources = conn.execute(
        "SELECT DISTINCT bs.seq FROM memory.belief_sources bs JOIN memory.beliefs b USING (belief_id) "
        "WHERE b.tenant_id = %s AND b.formation_run_id = %s", (tenant, result.run_id)).fetchall()
    assert {seq for (seq,) in sources} <= {step_out, step_out + 1}


def test_beyond_the_lookback_an_old_role_play_is_forgotten(
        conn: psycopg.Connection, tenant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(worker, "PRECEDING_MESSAGES", 2)
    say(conn, tenant, "Let's role-play: you're a barista and I'm a customer.")
    consolidate(conn, tenant)
    say(conn, tenant, "A latte please.")
    consolidate(conn, tenant)
    say(conn, tenant, "I'm a pirate captain with three ships.")
    consolidate(conn, tenant)  # the casting is still one of the two user messages looked back at
    assert live(conn, tenant) == {}
    # Now the casting is three user messages back, past the lookback: the user is read as themselves.
    say(conn, tenant, "I have a parrot.")
    consolidate(conn, tenant)
    assert set(live(conn, tenant)) == {"pet:parrot"}


def test_the_provider_is_never_sent_the_earlier_context(
        conn: psycopg.Connection, tenant: str, fresh: ScriptedServer) -> None:
    hybrid = HybridExtractor(ProviderConfig(base_url=fresh.base_url, model="local",
                                            budget=Budget(deadline_seconds=5)))
    say(conn, tenant, CAST)
    consolidate(conn, tenant, hybrid)
    assert len(fresh.requests) == 1
    say(conn, tenant, STEP_OUT)
    say(conn, tenant, "I play the cello.")
    consolidate(conn, tenant, hybrid)
    assert len(fresh.requests) == 2
    sent = fresh.user_content()["messages"]
    assert [m["text"] for m in sent] == [STEP_OUT, "I play the cello."], "only the new owner messages"
    request = json.dumps(fresh.requests[-1])
    assert "barista" not in request and "role-play: you" not in request, "the casting stays home"
    assert fresh.user_content()["known_beliefs"] == [{"subject": "pet:dog", "statement": "User has a dog."}], \
        "what is already believed is sent as before, as a belief, not as the earlier message"


def test_a_model_is_not_sent_what_the_user_says_in_character_in_a_later_batch(
        conn: psycopg.Connection, tenant: str, fresh: ScriptedServer) -> None:
    # a model that claims whatever it is sent, as a careless one would
    fresh.script = lambda messages, beliefs: [
        {"kind": "occupation", "seq": m["seq"], "evidence": m["text"].rstrip("."), "value": "pirate captain"}
        for m in messages if "pirate" in m["text"]]
    hybrid = HybridExtractor(ProviderConfig(base_url=fresh.base_url, model="local",
                                            budget=Budget(deadline_seconds=5)))
    say(conn, tenant, "Let's role-play: you're a barista and I'm a customer.")
    consolidate(conn, tenant, hybrid)
    in_character = say(conn, tenant, "I'm a pirate captain.")
    say(conn, tenant, "OK, out of character now. I play the cello.")
    consolidate(conn, tenant, hybrid)
    assert "pirate" not in json.dumps(fresh.requests[-1])
    assert hybrid.last_attempt is not None and in_character not in hybrid.last_attempt.source_seqs
    assert "occupation" not in live(conn, tenant)


def test_session_context_is_bounded_and_holds_user_messages_only(conn: psycopg.Connection, tenant: str) -> None:
    def context(before: int, messages: int, events: int, size: int = 262144) -> list[int]:
        rows = conn.execute("SELECT seq FROM memory.session_context(%s, 'p', 's', %s, %s, %s, %s)",
                            (tenant, before, messages, events, size)).fetchall()
        return [seq for (seq,) in rows]

    for i in range(3):
        say(conn, tenant, f"message {i}")  # seqs 1, 3, 5
        reply(conn, tenant, f"reply {i}")  # seqs 2, 4, 6
    say(conn, tenant, "x" * 5000)  # seq 7
    assert context(6, 50, 1000) == [1, 3, 5], "user messages only, in seq order"
    assert context(6, 2, 1000) == [3, 5], "the latest ones"
    assert context(6, 50, 3) == [5], "among the last events only"
    assert context(4, 50, 1000) == [1, 3], "only before the prefix"
    assert context(0, 50, 1000) == [] and context(6, 0, 1000) == []
    one = len(json.dumps({"text": "message 0"}))
    assert context(6, 50, 1000, 2 * one) == [3, 5], "as many of the latest as fit the byte budget"
    assert context(7, 50, 1000, 4000) == [], "a message that does not fit ends the walk back"
    for bad in ((6, 501, 1000), (6, 50, 10001), (-1, 50, 1000), (6, -1, 1000), (6, 50, 1000, 4194305)):
        with pytest.raises(psycopg.Error) as refused:
            context(*bad)
        assert refused.value.sqlstate == "MF020"
    with pytest.raises(psycopg.Error) as unknown:
        conn.execute("SELECT * FROM memory.session_context(%s, 'p', 'nope', 1)", (tenant,))
    assert unknown.value.sqlstate == "MF020"
