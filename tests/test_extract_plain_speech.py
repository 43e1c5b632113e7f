"""Facts said plainly in ordinary chat that no rule read, each beside the near-misses that must still form
nothing: a question, a supposition, someone else's fact, a mood, a thing pointed at but not named."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def extract(text: str) -> list[tuple[str, str]]:
    return [(c.subject, c.statement) for c in candidates(text)]


def subjects(text: str) -> list[str]:
    return [subject for subject, _ in extract(text)]


# -- "X is my favorite": the favorite named first ---------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("Pizza is my favorite food.", "favorite:food", "User's favorite food is Pizza."),
        ("James Joyce is my favorite author.", "favorite:author", "User's favorite author is James Joyce."),
        ("Hello, call of duty is my favorite game.", "favorite:game", "User's favorite game is call of duty."),
        ("Horror movies are my favorite!", "favorite:horror_movie", "User's favorite: Horror movies."),
        ("Red is my absolute favorite color.", "favorite:color", "User's favorite color is Red."),
        ("Hummus is one of my favorite foods.", "preference:hummus", "User's favorite foods include Hummus."),
        ("I like music, aerosmith is my favorite band.", "favorite:band", "User's favorite band is aerosmith."),
    ],
)
def test_a_favorite_named_first(text: str, subject: str, statement: str) -> None:
    assert (subject, statement) in extract(text), extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "It is my favorite color.",
        "That's my favorite!",
        "They are my favorite band.",
        "This is my favorite part.",
        "Which is my favorite?",
        "Is pizza my favorite food?",
        "Pizza is your favorite food.",
        "Pizza is my sister's favorite food.",
        "Pizza is her favorite food.",
        "If pizza is my favorite food, why do I never eat it?",
        "Everything is my favorite.",
        "Mine is my favorite.",
        "Pizza is my favorite food, right?",
        "Pizza used to be my favorite food.",
    ],
)
def test_a_favorite_pointed_at_or_asked_is_none(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith("favorite:")], extract(text)
