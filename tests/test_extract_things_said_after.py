"""A thing named with what is said after it, and what is got: a relative clause ("a dog that sheds a lot") is the
thing's, an age before it ("a 20 year old car") is no part of what it is, a child may be named by their age alone
("a 2 year old"), and what is sent to the user ("a voicemail from my mom") is no possession. Each beside the near
misses that must stay as they were."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent


def formed(text: str) -> list[tuple[str, str]]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return [(c.subject, c.polarity) for c in DeterministicExtractor().extract([event], ExtractionContext())]


@pytest.mark.parametrize(("text", "subject"), [
    ("I have a 2 year old", "family:kid"),
    ("I have a 3-year-old", "family:kid"),
    ("I have a 6 month old", "family:kid"),
    ("I have a toddler", "family:kid"),
    ("I have a newborn", "family:kid"),
    ("I have two teenagers", "family:kid"),
])
def test_a_child_named_by_their_age_is_the_users_kid(text: str, subject: str) -> None:
    assert formed(text) == [(subject, "assert")]


def test_a_child_named_by_their_age_can_be_taken_back() -> None:
    assert formed("I don't have a toddler anymore") == [("family:kid", "retract")]


@pytest.mark.parametrize(("text", "subject"), [
    ("I have a 10 year old daughter", "family:daughter"),
    ("I have a 3-year-old son", "family:son"),
    ("I have a 2 year old lab", "pet:dog"),
    ("I have a 15 year old cat", "pet:cat"),
    ("I have a 20 year old car", "vehicle:car"),
    ("I drive a 3-year-old Subaru", "vehicle:subaru"),
    ("I have a year old MacBook", "device:macbook"),
])
def test_an_age_before_a_thing_is_no_part_of_what_it_is(text: str, subject: str) -> None:
    assert formed(text) == [(subject, "assert")]


@pytest.mark.parametrize(("text", "subject"), [
    ("I have a dog that sheds a lot", "pet:dog"),
    ("I have a car that I love", "vehicle:car"),
    ("I have a laptop that my work gave me", "device:laptop"),
    ("I have a car which is old", "vehicle:car"),
    ("I have a friend that lives in Paris", "family:friend"),
])
def test_a_relative_clause_after_a_thing_is_the_things(text: str, subject: str) -> None:
    assert formed(text) == [(subject, "assert")]


@pytest.mark.parametrize("text", [
    "I have a feeling that it will rain",
    "I have a question that I need help with",
    "I have a theory that cats are aliens",
    "I have a rule that I never eat after 8",
    "I have a habit that I hate",
    "I have some that look like strips of jerky",
    "I have a lot of respect for teachers now that I'm older",
    "I have that one",
    "I have a few songs that I like",
])
def test_what_is_had_in_mind_or_a_that_of_no_thing_forms_nothing(text: str) -> None:
    assert formed(text) == []


@pytest.mark.parametrize("text", [
    "Got a voicemail from my mom",
    "I got a DM from a recruiter",
    "I got a note from my teacher",
    "I got a postcard from my aunt",
    "I got two packages",
])
def test_what_is_sent_to_the_user_is_no_possession(text: str) -> None:
    assert formed(text) == []


@pytest.mark.parametrize(("text", "subject"), [("I got a new car", "vehicle:car"), ("I got a notebook",
                                                                                    "possession:notebook")])
def test_what_the_user_got_to_keep_is_still_theirs(text: str, subject: str) -> None:
    assert formed(text) == [(subject, "assert")]


@pytest.mark.parametrize(("text", "expected"), [
    ("I have a car parked outside", [("vehicle:car", "assert")]),
    ("I have a bike stored in the garage", [("vehicle:bike", "assert")]),
    ("I have a kayak strapped to my roof", [("possession:kayak", "assert")]),
    ("I have a boat docked in Annapolis", [("vehicle:boat", "assert")]),
    ("I have a house listed at 500k", [("possession:house", "assert")]),
    ("I have a song stuck in my head", []),
    ("I've got a tune stuck in my head", []),
    # near misses: a noun that ends in "ed" is the thing itself
    ("I have a garden shed in the back", [("possession:garden_shed", "assert")]),
    ("I have a bunk bed in the kids room", [("possession:bunk_bed", "assert")]),
    ("I have a bearded dragon", [("pet:bearded_dragon", "assert")]),
])
def test_where_a_thing_is_put_is_no_part_of_it(text: str, expected: list[tuple[str, str]]) -> None:
    assert formed(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("I have a brother three years older than me", [("family:brother", "assert")]),
    ("I have a sister a couple of years younger", [("family:sister", "assert")]),
    ("I have an older brother", [("family:brother", "assert")]),
    ("I have a hard time finding kids my age", []),
    ("I have a hard time eating seafood", []),
])
def test_how_much_older_and_a_hard_time_doing_are_no_things(text: str, expected: list[tuple[str, str]]) -> None:
    assert formed(text) == expected


def test_a_job_held_through_college_is_a_job() -> None:
    assert formed("I'm a bartender through college") == [("occupation", "assert")]
