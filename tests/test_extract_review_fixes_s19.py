"""What session 19's review of the extractor's known wrong readings found, each pinned:

- "my sister is married and her husband and I are close": "her husband and I" is the next clause's subject, so the
  sister's clause ends before it (it was "User's sister is married and her husband.");
- a code given with its place after it ("the code to the gate is 4471", "combo for my locker: 12-34-06") or a login in
  a form's shorthand ("u: jdoe p: hunter22") keeps the whole message unread, as "my gate code is 4471" does;
- a thing got is keyed without how it was got ("a bike playing the lottery" is `vehicle:bike`);
- a move between games ("from Fortnite to Apex") is no home;
- a house sold or gone ("I sold my house in Phoenix and my Buick") is no home now (it was `location:home`, asserted),
  and the Buick sold is "User sold their Buick." (it was "their their");
- "I'm a lefty and vote Labour" says "votes";
- "Retired teacher here", "Former nurse here", "Retired cop, 28 years with NYPD" are a job once held, keyed as "I'm a
  retired teacher" is (they were the user's occupation now);
- "I have asthma and eczema", "I have ADHD and dyslexia" are two conditions, each correctable alone;
- "I'm 31 not 29", "wait actually im 31 not late 20s": the age said first ("wait" before the user's clause is a
  second thought's filler, as "actually" is);
- where a code is kept ("the security code is on the back of the card", "my PIN is in my wallet") gives none of it:
  the rest of the message is read (it was all left unread);
- a vote for a party in any statement ("User is a nurse and votes Green"), or a faith or an orientation said after
  the user's job ("User is a teacher and Catholic"), makes the statement sensitive (a job's statement stayed normal);
- a bent or a gift ("a passion for ...", "a knack for ...", "some abilities"), a post ("a decent position"), students
  taught and a teacher or instructor retained are no possessions (seven such over MSC, all wrong readings)."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.models import MemoryCandidate


def formed(text: str) -> list[MemoryCandidate]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return DeterministicExtractor().extract([event], ExtractionContext())


def test_a_pair_opened_by_her_or_his_relative_is_the_next_clause_s_subject() -> None:
    said = {(c.subject, c.statement) for c in formed("my sister is married and her husband and I are close")}
    assert said == {("family:sister", "User's sister is married.")}
    said = {(c.subject, c.statement) for c in formed("I'm married and my husband and I have 2 kids")}
    assert ("relationship_status", "User is married.") in said


@pytest.mark.parametrize("text", [
    "the code to the gate is 4471, I'm a nurse",
    "combo for my locker: 12-34-06. I'm a nurse",
    "u: jdoe p: hunter22, I'm a nurse in Ohio",
    "I live in Boise, user=jdoe pw=hunter22",
])
def test_a_code_with_its_place_after_it_or_a_login_in_shorthand_keeps_the_message_unread(text: str) -> None:
    assert formed(text) == []


@pytest.mark.parametrize("text", [
    "the code to the gate is on the whiteboard, I'm a nurse",
    "I'm a nurse, my combo meal order is #4",
    "I'm a nurse. Temp: 38.5 today",
])
def test_a_code_with_no_value_or_a_colon_after_p_alone_is_no_secret(text: str) -> None:
    assert any(c.subject == "occupation" for c in formed(text))


def test_a_thing_got_is_keyed_without_how_it_was_got() -> None:
    assert {c.subject for c in formed("I got a bike playing the lottery")} == {"vehicle:bike"}
    assert {c.subject for c in formed("I bought a Honda Civic using my savings")} == {"vehicle:honda_civic"}
    assert {c.subject for c in formed("I own a sewing machine")} == {"possession:sewing_machine"}


def test_a_move_between_games_is_no_home() -> None:
    assert formed("I moved from Fortnite to Apex last month") == []
    assert formed("I moved from League to Valorant") == []
    # (Apex alone may be the town in North Carolina)
    assert {c.subject for c in formed("I moved from Raleigh to Apex")} == {"location:home"}


def test_a_home_sold_or_gone_is_no_home_now() -> None:
    said = {(c.subject, c.polarity, c.statement) for c in formed("I sold my house in Phoenix and my Buick")}
    assert said == {("possession:house", "retract", "User sold their house in Phoenix."),
                    ("vehicle:buick", "retract", "User sold their Buick.")}
    assert formed("my house in Phoenix and my Buick are both gone") == []
    assert {c.subject for c in formed("my garden in Leeds is full of tomatoes")} == {"location:home"}


def test_a_vote_joined_to_the_user_s_clause_takes_their_s() -> None:
    assert [c.statement for c in formed("I'm a lefty and vote Labour.")] == ["User is a lefty and votes Labour."]


def test_a_job_given_up_said_with_here_is_a_job_once_held() -> None:
    said = {(c.subject, c.statement) for c in formed("Retired Canadian schoolteacher here, question about pensions")}
    assert said == {("history:schoolteacher", "User is a retired Canadian schoolteacher."),
                    ("occupation", "User is retired.")}  # (retirement is what the user does now: session 21)
    assert {c.subject for c in formed("Former nurse here")} == {"history:nurse"}
    assert {c.subject for c in formed("Retired cop, 28 years with NYPD")} == {"history:police_officer", "occupation"}
    assert {c.subject for c in formed("ICU nurse here")} == {"occupation"}


def test_two_conditions_had_are_two_beliefs() -> None:
    said = {(c.subject, c.statement) for c in formed("I have asthma and eczema")}
    assert said == {("health:asthma", "User has asthma."), ("health:eczema", "User has eczema.")}
    assert {c.subject for c in formed("I have ADHD and dyslexia")} == {"health:adhd", "health:dyslexia"}
    # (what follows "and" that is no condition stays with the clause)
    assert {c.subject for c in formed("I have asthma and a cat")} >= {"health:asthma"}


def test_an_age_said_against_another_is_the_one_said_first() -> None:
    assert [c.statement for c in formed("I'm 31 not 29")] == ["User is 31 years old."]
    assert [c.statement for c in formed("wait actually im 31 not late 20s")] == ["User is 31 years old."]
    assert formed("I'm 320 not 300") == []


@pytest.mark.parametrize("text", [
    "The security code is on the back of the card. I live in Denver",
    "my PIN is in my wallet, I live in Denver",
    "the door code is written on the whiteboard and I live in Denver",
])
def test_where_a_code_is_kept_gives_none_of_it(text: str) -> None:
    assert {c.subject for c in formed(text)} == {"location:home"}


@pytest.mark.parametrize("text", ["My PIN is 4821, I live in Denver", "my door code is 4455 and I live in Denver",
                                  "I live in Denver, my wifi pw is sunflower22"])
def test_a_code_given_still_keeps_the_message_unread(text: str) -> None:
    assert formed(text) == []


def test_a_vote_or_a_faith_said_after_the_job_makes_the_job_s_statement_sensitive() -> None:
    by_subject = {c.subject: c for c in formed("I'm a nurse and vote Green every time")}
    assert by_subject["occupation"].sensitivity == "sensitive"
    assert {c.sensitivity for c in formed("I live in Leeds and vote Labour")} == {"sensitive"}
    assert {c.sensitivity for c in formed("I'm a teacher at a Catholic school")} == {"normal"}
    assert {c.sensitivity for c in formed("I'm a loan officer")} == {"normal"}


@pytest.mark.parametrize("text", [
    "I have a passion for defending the wrongfully convicted", "I've got a pretty decent position",
    "I have six students in the contemporary class", "I have an instructor who is teaching me",
    "I have a knack for languages", "I do have some abilities", "I have a piano teacher",
])
def test_a_bent_a_post_or_a_person_had_is_no_possession(text: str) -> None:
    assert not any(c.subject.startswith("possession:") for c in formed(text))
