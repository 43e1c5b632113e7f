"""A rejection is of the reading the user rejected, not of every belief one sentence gives: "I work as a nurse at
Mercy in Boston." is read as a job, an employer and a work place with one canonical statement, and marking the work
place untrue keeps the job and the employer, in a re-derivation, in a later conversation and through a remember.
(Matching a rejection's statement on any subject, tried in session 10, refused all three; a review caught it.)"""

from __future__ import annotations

import json
import uuid

import psycopg
import pytest

import memform.extract
from memform.extract import DeterministicExtractor
from memform.memory import replay_session
from memform.worker import consolidate_session
from tests.conversations import closed_conversation

NURSE = "I work as a nurse at Mercy in Boston."  # one statement, three subjects: occupation, employer, work place


@pytest.fixture
def tenant() -> str:
    return f"rj-{uuid.uuid4().hex[:10]}"


def live(conn: psycopg.Connection, tenant: str) -> dict[str, str]:
    return dict(conn.execute("SELECT subject, statement FROM memory.beliefs WHERE tenant_id = %s "
                             "AND status IN ('provisional', 'active') ORDER BY subject", (tenant,)).fetchall())


def belief(conn: psycopg.Connection, tenant: str, subject: str) -> uuid.UUID:
    (belief_id,) = conn.execute("SELECT belief_id FROM memory.beliefs WHERE tenant_id = %s AND subject = %s "
                                "AND status IN ('provisional', 'active')", (tenant, subject)).fetchone()
    return belief_id


class LastReleaseEmployer(DeterministicExtractor):
    """Today's rules, but the employer keyed occupation:workplace, as an earlier release might have."""

    version = "1"

    def extract_with(self, events, context, silenced):  # type: ignore[no-untyped-def]
        return [c.model_copy(update={"subject": "occupation:workplace"}) if c.subject == "occupation:employer" else c
                for c in super().extract_with(events, context, silenced)]


def test_untrue_home_read_from_a_sentence_does_not_refuse_the_employer_the_same_sentence_gives(
        conn: psycopg.Connection, tenant: str) -> None:
    """'I work as a nurse at Mercy in Boston.' is read as three beliefs with one canonical statement (occupation,
    employer, location:work). The user works elsewhere and marks location:work untrue. A re-derivation by rules
    that key the employer anew must still know where the user works: the rejection was of the home reading, not of
    every subject the sentence gives. (The sha256 is matched on any subject: the new employer key is refused as
    rejected_by_user and the old one retired as not re-derived, so the employer is forgotten.)"""
    closed_conversation(conn, tenant, "s", ["I love tea.", NURSE])
    consolidate_session(conn, LastReleaseEmployer(), tenant, "p", "s")
    assert {"occupation", "occupation:workplace", "location:work"} <= set(live(conn, tenant))
    conn.execute("SELECT memory.correct_belief(%s, 'p', %s, 'untrue')",
                 (tenant, belief(conn, tenant, "location:work")))
    result = replay_session(conn, DeterministicExtractor(), tenant, "p", "s", "rederive")
    assert result.outcome == "committed"
    employer = {s for s in live(conn, tenant) if s in ("occupation:employer", "occupation:workplace")}
    assert employer, ("the user's employer is no longer believed under any key: the untrue home reading refused "
                      f"the renamed employer key (outcomes {[o.detail for o in result.candidates]})")


def test_untrue_home_read_from_a_sentence_does_not_refuse_the_same_sentence_said_again_for_the_job(
        conn: psycopg.Connection, tenant: str) -> None:
    """The same, in a later conversation: the user says the sentence again; the occupation it gives is corroborated,
    not refused as something the user said was untrue."""
    closed_conversation(conn, tenant, "one", [NURSE])
    consolidate_session(conn, DeterministicExtractor(), tenant, "p", "one")
    conn.execute("SELECT memory.correct_belief(%s, 'p', %s, 'untrue')",
                 (tenant, belief(conn, tenant, "location:work")))
    closed_conversation(conn, tenant, "two", [NURSE])
    result = consolidate_session(conn, DeterministicExtractor(), tenant, "p", "two")
    refused = sorted(c.subject for c, o in zip(
        DeterministicExtractor().extract(
            [memform.extract.SourceEvent(seq=1, event_type="user.message.created", author_role="user",
                                         texts=(NURSE,))], memform.extract.ExtractionContext()),
        result.candidates, strict=True) if o.detail == "rejected_by_user")
    assert refused == ["location:work"], f"refused as the user's untrue: {refused}"


def test_remembering_the_job_does_not_clear_the_users_untrue_of_the_home_read_from_the_same_sentence(
        conn: psycopg.Connection, tenant: str) -> None:
    """The user marks the home read from 'I work as a nurse at Mercy in Boston.' untrue, then asks to remember their
    job in those words. Remember clears the rejections of what it remembers, not the user's untrue of another
    subject: the home stays refused when the sentence is read again. (remember clears every outstanding rejection of
    the statement's sha256 on any subject, so the next conversation believes the user lives in Boston again.)"""
    closed_conversation(conn, tenant, "one", [NURSE])
    consolidate_session(conn, DeterministicExtractor(), tenant, "p", "one")
    conn.execute("SELECT memory.correct_belief(%s, 'p', %s, 'untrue')",
                 (tenant, belief(conn, tenant, "location:work")))
    (remembered,) = conn.execute("SELECT memory.remember(%s, 'p', 'r', %s::jsonb)", (tenant, json.dumps(
        {"belief_type": "user_model_attr", "subject": "occupation",
         "statement": "User works as a nurse at Mercy in Boston."}))).fetchone()
    closed_conversation(conn, tenant, "two", [NURSE])
    consolidate_session(conn, DeterministicExtractor(), tenant, "p", "two")
    assert (remembered["rejections_cleared"], "location:work" in live(conn, tenant)) == (0, False), \
        f"remembering the job cleared the untrue home ({remembered}); the home is believed again"
