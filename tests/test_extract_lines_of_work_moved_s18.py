"""A move between lines of work is no new home (session 18): "I moved from accounting to marketing", "into real
estate", "from IT to HR" say the work changed; a town, even one whose name opens on such a word ("Tech Valley"),
is still the home moved to."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent


def subjects(text: str) -> set[str]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return {c.subject for c in DeterministicExtractor().extract([event], ExtractionContext())}


@pytest.mark.parametrize("text", [
    "I moved from accounting to marketing",
    "I moved from IT to HR last spring",
    "I moved into real estate last year",
    "I moved from Nursing to Teaching in 2019",
    "I've moved from sales to consulting",
])
def test_a_line_of_work_moved_to_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "I moved from Denver to Austin",
    "i moved to denver",
    "I moved to Tech Valley",
    "I moved to Media, PA",
])
def test_a_town_moved_to_is_still_the_home(text: str) -> None:
    assert "location:home" in subjects(text), subjects(text)
