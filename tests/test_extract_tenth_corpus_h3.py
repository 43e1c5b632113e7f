"""What the tenth corpus written blind (tests/data/tenth_corpus.jsonl) found the rules forming wrong or missing in its
long-rambling, bullet-list, pasted-code, code-switching and formal-email styles, one family per section; the sentences
are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import subjects

# -- a negated experience is no experience ---------------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I've never written a design doc before.",
        "I have never visited Japan.",
        "I've never played chess in my life.",
        "I've never owned a car.",
        "I have never read Dune, sadly.",
    ],
)
def test_a_never_done_thing_forms_no_experience(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("experience:")}, found


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've visited Japan twice.", "experience:japan"),
        ("I've written SQL for ten years.", "experience:sql"),
    ],
)
def test_a_thing_done_is_still_an_experience(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


# -- "back in January" is when, not part of the thing ----------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I bought a Peloton back in January.", "possession:peloton"),
        ("I bought a Kindle back in 2019.", "device:kindle"),
        ("I got a Vitamix back in May that I love.", "possession:vitamix"),
        ("I bought a Honda Civic back in 2015 and still drive it.", "vehicle:honda_civic"),
        ("I have a dog back home.", "pet:dog"),
    ],
)
def test_a_thing_had_since_back_then_is_keyed_on_the_thing(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if "back" in s}, found


def test_a_back_brace_is_still_a_thing() -> None:
    assert "possession:back_brace" in subjects("I have a back brace.")


# -- an abstract noun alone points back ------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "It's all very hypothetical, but I like the fantasy.",
        "I love the thought.",
        "I like the concept, honestly.",
        "I really enjoy the prospect of retiring early.",
        "I don't like the thought of it.",
        "I love the dream, though.",
    ],
)
def test_an_abstract_noun_alone_names_no_liking(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("preference:")}, found


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I like the fantasy genre.", "preference:fantasy_genre"),
        ("I love the concept albums from the 70s.", "preference:concept_album"),
        ("I love fantasy novels.", "preference:fantasy_novel"),
    ],
)
def test_a_kind_named_by_an_abstract_word_is_still_liked(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)
