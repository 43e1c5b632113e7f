"""What the fourth corpus written blind (tests/data/fourth_corpus.jsonl), and probing around it, found the rules
forming wrong, one family per section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def subjects(*texts: str) -> set[str]:
    return {c.subject for c in candidates(*texts)}


def keyed(*texts: str) -> set[tuple[str, str]]:
    return {(c.subject, c.polarity) for c in candidates(*texts)}


# -- a relative or a pet is one conflict key, whatever word names it ----------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My dad is a retired electrician.", "family:father"),
        ("My daddy is a retired electrician.", "family:father"),
        ("My father is a retired electrician.", "family:father"),
        ("My mom is a nurse in Leeds.", "family:mother"),
        ("My mum is a nurse in Leeds.", "family:mother"),
        ("My mother is a nurse in Leeds.", "family:mother"),
        ("I have a corgi named Pip.", "pet:dog"),
        ("I have two labradors.", "pet:dog"),
        ("I adopted a rescue greyhound.", "pet:dog"),
        ("My lab Rocky loves the beach.", "pet:dog"),
        ("I have a tabby.", "pet:cat"),
    ],
)
def test_a_relative_or_a_pet_is_keyed_on_what_it_is(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


def test_a_pet_named_by_its_breed_is_taken_back_by_its_kind() -> None:
    assert keyed("I have a corgi.", "I don't have a dog anymore.") == {("pet:dog", "assert"), ("pet:dog", "retract")}
