"""What the rules missed or misread in session 8, one family per section: a home said from afar, a marriage or an
engagement said of the pair, a medical device worn or used, a language owned to be weak, a political view or a faith
(sensitive), a relative's one-off deed, and a job offer pasted as the user's own. Each family pairs the phrasing that
forms with what must still form nothing; none of these sentences is a corpus case."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def keyed(*texts: str, known: tuple[str, ...] = ()) -> set[tuple[str, str, str, str]]:
    """(belief type, subject, polarity, sensitivity) of what the texts form."""
    return {(c.belief_type, c.subject, c.polarity, c.sensitivity) for c in candidates(*texts, known=known)}


def subjects(*texts: str, known: tuple[str, ...] = ()) -> set[str]:
    return {c.subject for c in candidates(*texts, known=known)}


# -- a home said from afar: "up in", "down in", "out in" a place named ----------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I'm up in Portland.",
        "I'm down in San Diego",
        "I'm out in Denver these days.",
        "I'm over in Leeds",
        "im out in Denver",
        "I'm up in Portland, can you find me a dentist?",
    ],
)
def test_a_home_said_up_down_or_out_in_a_place(text: str) -> None:
    assert keyed(text) == {("user_model_attr", "location:home", "assert", "normal")}, candidates(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm up in the attic.",
        "I'm down in the dumps.",
        "I'm out in the car.",
        "I'm up in Portland now.",
        "I'm down in Florida this week.",
        "I'm out in Denver for a conference.",
        "Are you up in Portland?",
    ],
)
def test_up_down_or_out_in_no_place_or_for_now_is_no_home(text: str) -> None:
    assert not subjects(text), candidates(text)


def test_a_relative_out_in_a_place_is_no_home_of_the_users() -> None:
    assert subjects("My brother is out in Denver.") == {"family:brother"}
