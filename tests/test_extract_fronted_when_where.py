"""When or where a clause holds, put before its "I": read past at the clause's start ("In real life I'm a nurse") and,
after a comma, the start of a clause of its own ("I'm a nurse, on weekends I paint"), so a statement carries one
fact, not the next clause's too."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, subjects


@pytest.mark.parametrize("text, formed", [
    ("In real life I'm a nurse.", {"occupation"}),
    ("Professionally I'm a welder.", {"occupation"}),
    ("By day I'm an accountant.", {"occupation"}),
    ("Here in Denver I work as a nurse.", {"occupation"}),
    ("At work I'm a nurse, at home I'm a mom of three.", {"occupation", "family:kid"}),
])
def test_a_fronted_when_or_where_is_read_past(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize("text, statements", [
    ("I'm a nurse, on weekends I paint.", ["User is a nurse.", "User paints."]),
    ("I'm a nurse, and on weekends I paint.", ["User is a nurse.", "User paints."]),
    ("I'm a nurse, these days I'm vegan.", ["User is a nurse.", "User is vegan."]),
    ("I'm an accountant, by night I DJ.", ["User is an accountant."]),
])
def test_after_a_comma_it_opens_a_clause_of_its_own(text: str, statements: list[str]) -> None:
    assert [c.statement for c in candidates(text)] == statements


@pytest.mark.parametrize("text", [
    "In real life I'm a nurse?",
    "In Skyrim I'm a werewolf and I have a house in Whiterun.",
    "If I had time, on weekends I'd paint.",
    "My sister is a nurse, on weekends she paints.",
])
def test_a_fronted_phrase_makes_no_question_supposition_or_others_fact_the_users(text: str) -> None:
    assert subjects(text) <= {"family:sister"}
