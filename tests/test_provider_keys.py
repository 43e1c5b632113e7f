"""The model arm keys what a claim names as the rules do, so a belief one arm formed is the one the other
reinforces or retracts: "a beagle named Miso" is pet:dog, "my dad" family:father, "biking" activity:cycling."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.extract.provider import Claim, render


@pytest.mark.parametrize(("kind", "value", "subject"), [
    ("pet", "a beagle named Miso", "pet:dog"),
    ("pet", "two kittens", "pet:cat"),
    ("pet", "a parrot", "pet:parrot"),
    ("family_member", "my dad", "family:father"),
    ("family_member", "two kids", "family:kid"),
    ("family_member", "a sister", "family:sister"),
    ("activity", "biking", "activity:cycling"),
    ("activity", "run", "activity:running"),
    ("activity", "piano lessons", "activity:piano"),
    ("prefers", "to run", "preference:running"),
    ("prefers", "biking", "preference:cycling"),
    ("prefers", "window seats", "preference:seat"),
    ("dislikes", "aisle seats", "preference:seat"),
])
def test_a_claim_is_keyed_as_the_rules_key_it(kind: str, value: str, subject: str) -> None:
    candidate = render(Claim(kind=kind, seq=1, evidence=value, value=value), "user")
    assert candidate is not None and candidate.subject == subject
    verb = {"activity": "does", "prefers": "prefers", "dislikes": "dislikes"}.get(kind, "has")
    assert candidate.statement == f"User {verb} {value}."


@pytest.mark.parametrize(("text", "kind", "value"), [
    ("I have a beagle.", "pet", "a beagle"),
    ("My dad is a teacher.", "family_member", "My dad"),
    ("I go biking on weekends.", "activity", "biking"),
    ("I prefer to run in the morning.", "prefers", "to run"),
    ("I always pick a window seat.", "prefers", "a window seat"),
])
def test_both_arms_name_one_thing_alike(text: str, kind: str, value: str) -> None:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    [ruled] = DeterministicExtractor().extract([event], ExtractionContext())
    claimed = render(Claim(kind=kind, seq=1, evidence=text, value=value), "user")
    assert claimed is not None and claimed.subject == ruled.subject


def test_a_name_alone_stays_as_said() -> None:
    candidate = render(Claim(kind="pet", seq=1, evidence="Miso", value="Miso"), "user")
    assert candidate is not None and candidate.subject == "pet:miso"


@pytest.mark.parametrize("value", ["a master's in statistics", "a PhD", "a degree in law"])
def test_a_degree_owned_is_schooling_as_the_rules_read_it(value: str) -> None:
    candidate = render(Claim(kind="owns", seq=1, evidence=value, value=value), "user")
    assert candidate is not None and (candidate.belief_type, candidate.subject) == ("user_model_attr", "education")
    ruled = DeterministicExtractor().extract([SourceEvent(seq=1, event_type="user.message.created",
                                                          author_role="user", texts=(f"I have {value}.",))],
                                             ExtractionContext())
    assert [(c.belief_type, c.subject) for c in ruled] == [(candidate.belief_type, candidate.subject)]


def test_a_degree_of_something_is_still_a_thing_owned() -> None:
    candidate = render(Claim(kind="owns", seq=1, evidence="a degree of freedom", value="a degree of freedom"), "user")
    assert candidate is not None and candidate.subject.startswith("possession:")
