"""Session 20's read of MSC candidates no gold fact matched: wrong readings, fixed as classes.

- what is in no hand is no possession: a life of one's own ("my own life and responsibilities", "a simple life"), a
  list of things to do, a round worked ("a driving route"), a following online ("100 followers");
- someone who minds the user's pets or house, or treats them, is retained, not owned ("a great dogsitter", "a new
  vet", "a groomer"), as "a great lawyer" is;
- how the user felt or looked once is no past worth keeping ("I used to be scared of living alone", "used to be
  wrinkle free", "used to be super shy", "I was a bit scared of the hospital"), while a past diet, status, job or
  liking is ("used to be vegan", "used to be a teacher", "used to be super into drums");
- where a thing is, said last, is no part of its key ("a storage unit downtown", "a cabin upstate"; "a downtown
  loft" is keyed as said)."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent


def subjects(text: str) -> set[str]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return {c.subject for c in DeterministicExtractor().extract([event], ExtractionContext())}


@pytest.mark.parametrize("text", [
    "I have my own life and responsibilities.",
    "I have a simple life.",
    "I have a long list of things I want to do while I'm in New York.",
    "I have a driving route but I get plenty of walking in.",
    "I have 100 followers now.",
    "I have a great dogsitter though.",
    "I've got a new vet for the cats.",
    "I have a groomer who comes to the house.",
    "I used to be scared of living alone.",
    "I use to be wrinkle free but the years aren't kind.",
    "I used to be super shy.",
    "I used to be involved in so many activities until I graduated.",
    "I was a bit scared of being at the hospital.",
])
def test_no_thing_owned_and_no_past_kept(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("possession:", "history:"))}


@pytest.mark.parametrize(("text", "subject"), [
    ("I used to be vegan.", "history:vegan"),
    ("I used to be a teacher.", "history:teacher"),
    ("I was a teacher.", "history:teacher"),
    ("I used to be super into drums.", "history:drums"),
    ("I have a storage unit downtown.", "possession:storage_unit"),
    ("I have a cabin upstate.", "possession:cabin"),
    ("I have a downtown loft.", "possession:downtown_loft"),
])
def test_a_past_kept_and_a_thing_owned_still_form(text: str, subject: str) -> None:
    assert subject in subjects(text)
