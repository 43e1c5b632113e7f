"""A time spent before what it was spent in keys the experience on what ("played 2000 hours in Skyrim" is Skyrim, never
`experience:hour`); a time spent alone names nothing."""

from __future__ import annotations

import pytest

from tests.extracting import subjects


@pytest.mark.parametrize("text, formed", [
    ("I've played 2000 hours in Skyrim", {"experience:skyrim"}),
    ("I've played about 200 hours of Elden Ring", {"experience:elden_ring"}),
    ("I've played 2000 hours", set()),
    ("I've played guitar for 10 years", {"experience:guitar", "activity:guitar"}),
    ("I've run 3 marathons", {"experience:marathon"}),
])
def test_a_time_spent_is_no_key(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed
