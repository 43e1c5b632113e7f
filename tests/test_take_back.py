"""A claim the user takes back as a joke forms nothing, or is retracted once formed: in the same message
("I'm a pilot. Just kidding!"), in the next ("I have a cat." … "lol jk"), and in the next batch's first
message when the claim closed an earlier batch (then it is already a belief). Real server for the last."""

from __future__ import annotations

import json
import uuid

import psycopg
import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.worker import consolidate_session


def said(*messages: str | tuple[str, str]) -> set[str]:
    """The subjects asserted from a conversation; a (role, text) pair is someone else's turn."""
    events = []
    for seq, message in enumerate(messages, 1):
        role, text = message if isinstance(message, tuple) else ("user", message)
        events.append(SourceEvent(seq=seq, event_type=f"{role}.message.created", author_role=role, texts=(text,)))
    candidates = DeterministicExtractor().extract(events, ExtractionContext())
    return {c.subject for c in candidates if c.polarity == "assert"}


@pytest.mark.parametrize("message", [
    "I'm a pilot. Just kidding.",
    "I'm a pilot. Just kidding!",
    "I have a cat. It was a joke.",
    "I'm a pilot (just kidding)",
    "I have a cat, jk.",
    "I have three cats lol jk",
    "I'm a pilot — kidding, kidding. Anyway, how do jet engines actually produce thrust?",
])
def test_a_claim_taken_back_in_its_own_message_forms_nothing(message: str) -> None:
    assert said(message) == set()


def test_what_follows_the_take_back_is_meant() -> None:
    assert said("I'm a pilot. Just kidding, I'm a nurse.") == {"occupation"}
    assert said("I have a dog. jk. I have a cat.") == {"pet:cat"}


@pytest.mark.parametrize("message", [
    "I took my driving exam, it was a test of nerves. I have a cat.",
    "I was testing the new build all day. I have a cat.",
    "Just kidding around with friends is my favorite pastime. I have a cat.",
    "I'm not kidding, I have a cat.",
])
def test_a_joke_or_a_test_that_takes_nothing_back_leaves_the_claim(message: str) -> None:
    assert "pet:cat" in said(message)


@pytest.mark.parametrize("take_back", ["lol jk", "Just kidding!", "haha I was just joking", "jk jk", "It was a joke."])
def test_a_message_opening_on_a_take_back_takes_back_the_message_before(take_back: str) -> None:
    assert said("I have a cat and I live in Lisbon.", take_back) == set()
    assert said("I have a cat.", ("assistant", "What's its name?"), take_back) == set(), \
        "the assistant's reply in between changes nothing"


def test_only_the_message_right_before_is_taken_back() -> None:
    assert said("I live in Lisbon.", "I have a cat.", "lol jk") == {"location:home"}
    assert said("I have a dog.", "Haha, just kidding! I have a cat though.") == {"pet:cat"}


def test_a_take_back_after_a_role_play_takes_back_nothing_the_user_said_as_themselves() -> None:
    assert said("I have a dog. Let's role-play: you're a barista and I'm a customer.",
                "I'm a pirate and I have a ship.", "lol jk, let's stop the role-play now.") == {"pet:dog"}


def test_a_denial_takes_back_only_what_it_denies() -> None:
    assert said("I'm a pilot and I have a dog.", "jk I'm not a pilot") == {"pet:dog"}


@pytest.fixture
def tenant() -> str:
    return f"j-{uuid.uuid4().hex[:10]}"


def say(conn: psycopg.Connection, tenant: str, text: str) -> None:
    conn.execute("SELECT memory.append_event(%s, 'p', 's', 'user.message.created', %s::jsonb, "
                 "p_occurred_at => '2026-03-01T10:00:00Z')", (tenant, json.dumps({"text": text})))


def consolidate(conn: psycopg.Connection, tenant: str) -> None:
    result = consolidate_session(conn, DeterministicExtractor(), tenant, "p", "s")
    assert result.outcome == "committed", result


def live(conn: psycopg.Connection, tenant: str) -> set[str]:
    rows = conn.execute("SELECT subject FROM memory.list_beliefs(%s, 'p') WHERE polarity = 'assert'",
                        (tenant,)).fetchall()
    return {subject for (subject,) in rows}


def test_a_take_back_in_the_next_batch_retracts_what_the_last_batch_formed(
        conn: psycopg.Connection, tenant: str) -> None:
    say(conn, tenant, "I play the cello.")
    say(conn, tenant, "I have a cat and I live in Lisbon.")
    consolidate(conn, tenant)
    assert live(conn, tenant) == {"activity:cello", "pet:cat", "location:home"}
    say(conn, tenant, "lol jk")
    consolidate(conn, tenant)
    assert live(conn, tenant) == {"activity:cello"}, "the joke's beliefs are gone; the message before it stands"
    retracted = conn.execute(
        "SELECT b.subject, b.statement FROM memory.beliefs b WHERE b.tenant_id = %s AND b.polarity = 'retract' "
        "ORDER BY 1", (tenant,)).fetchall()
    assert [subject for subject, _ in retracted] == ["location:home", "pet:cat"]
    assert retracted == [("location:home", "User took back as a joke: I live in Lisbon"),
                         ("pet:cat", "User took back as a joke: I have a cat")]


def test_a_correction_in_the_next_batch_retracts_only_the_claim_it_gives_to_someone_else(
        conn: psycopg.Connection, tenant: str) -> None:
    say(conn, tenant, "I have a cat and I live in Denver.")
    consolidate(conn, tenant)
    assert live(conn, tenant) == {"pet:cat", "location:home"}
    say(conn, tenant, "sorry, I meant my sister lives in Denver")
    consolidate(conn, tenant)
    assert "location:home" not in live(conn, tenant) and "pet:cat" in live(conn, tenant)
    retracted = conn.execute(
        "SELECT b.subject, b.statement FROM memory.beliefs b WHERE b.tenant_id = %s AND b.polarity = 'retract'",
        (tenant,)).fetchall()
    assert retracted == [("location:home", "User said it is someone else's: I live in Denver")]


def test_a_take_back_retracts_nothing_said_in_character(conn: psycopg.Connection, tenant: str) -> None:
    say(conn, tenant, "I have a parrot.")
    say(conn, tenant, "Let's role-play: you're a barista and I'm a customer.")
    consolidate(conn, tenant)
    say(conn, tenant, "I'm a pirate and I have a parrot.")
    consolidate(conn, tenant)
    assert live(conn, tenant) == {"pet:parrot"}
    say(conn, tenant, "lol jk, let's stop the role-play now.")
    consolidate(conn, tenant)
    assert live(conn, tenant) == {"pet:parrot"}, "what was said in character was never believed, nor is it undone"


def test_a_take_back_that_corrects_leaves_the_correction(conn: psycopg.Connection, tenant: str) -> None:
    say(conn, tenant, "I live in Paris.")
    consolidate(conn, tenant)
    say(conn, tenant, "lol jk, I live in Lisbon.")
    consolidate(conn, tenant)
    rows = conn.execute("SELECT subject, statement, polarity FROM memory.list_beliefs(%s, 'p')", (tenant,)).fetchall()
    assert rows == [("location:home", "User lives in Lisbon.", "assert")]
