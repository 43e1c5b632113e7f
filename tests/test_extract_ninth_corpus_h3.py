"""What the ninth corpus written blind (tests/data/ninth_corpus.jsonl) found the rules forming wrong or missing in
its voice-dictation, non-native, terse-developer, small-business, multi-turn-correction and chat-slang styles, one
family per section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def subjects(*texts: str, known: tuple[str, ...] = ()) -> set[str]:
    return {c.subject for c in candidates(*texts, known=known)}


def keyed(*texts: str, known: tuple[str, ...] = ()) -> set[tuple[str, str]]:
    return {(c.subject, c.polarity) for c in candidates(*texts, known=known)}


# -- a business run is the user's work, however it is run -----------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I run a food truck.",
        "My partner and I run a taco truck together.",
        "I run a laundromat on the east side.",
        "I own a car wash, so weekends are busy.",
        "I run a small bakery full-time.",
        "I own a daycare.",
    ],
)
def test_a_business_run_or_owned_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith(("activity:", "vehicle:", "possession:"))}, found


@pytest.mark.parametrize(
    "text",
    [
        "I own a truck.",
        "I run a car wash program for my church.",
        "I wash my car every Sunday.",
        "Should I run a food truck?",
        "My uncle runs a laundromat.",
    ],
)
def test_a_vehicle_or_an_errand_is_no_business(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a job by its head noun ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I work nights as a security guard.",
        "I'm an auditor at a big four firm.",
        "I'm a bookkeeper for a few local shops.",
        "I work weekends as a cleaner.",
        "I'm a building inspector.",
    ],
)
def test_a_job_named_by_its_head_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith(("identity:", "occupation:"))}, found


@pytest.mark.parametrize(
    "text",
    [
        "I'm on guard duty tonight.",
        "My brother is an auditor.",
        "Would I make a good inspector?",
        "I'm a hard worker.",
    ],
)
def test_a_job_word_not_held_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)
