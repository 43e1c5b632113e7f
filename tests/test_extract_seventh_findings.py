"""Defects the seventh corpus found when it was first scored, blind: a debt paid off stored as owed, a degree
stored as a possession, a household's "our" left in a statement (tests/test_eval_support.py)."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def said(text: str) -> list[tuple[str, str, str]]:
    return [(c.subject, c.polarity, c.sensitivity) for c in candidates(text)]


@pytest.mark.parametrize(("text", "subject"), [
    ("I finally paid off all my credit card debt last month!!", "finance:credit_card_debt"),
    ("I paid off my student loans.", "finance:student_loans"),
    ("We just paid off the last of my car loan.", "finance:car_loan"),
    ("I cleared my credit card debt in March.", "finance:credit_card_debt"),
])
def test_a_debt_paid_off_is_no_longer_owed(text: str, subject: str) -> None:
    assert said(text) == [(subject, "retract", "sensitive")]


@pytest.mark.parametrize(("text", "subject"), [
    ("I'm paying off my student loans.", "finance:student_loans"),
    ("I still have my mortgage.", "finance:mortgage"),
])
def test_a_debt_being_paid_is_still_owed(text: str, subject: str) -> None:
    assert said(text) == [(subject, "assert", "sensitive")]


@pytest.mark.parametrize("text", [
    "I have a master's in statistics from UCLA.",
    "I have a bachelor's degree in nursing.",
    "I have a PhD in physics.",
    "I have an MBA.",
])
def test_a_degree_held_is_education_not_a_possession(text: str) -> None:
    assert [(c.subject, c.polarity) for c in candidates(text)] == [("education", "assert")]


def test_a_degree_of_something_is_no_degree_held() -> None:
    assert "education" not in {c.subject for c in candidates("I have a degree of freedom here.")}


# -- a team a fan follows is one liking, keyed on its name as written ------------------------------------------

@pytest.mark.parametrize(("subject", "phrasings"), [
    ("preference:arsenal", ["I'm a huge Arsenal fan.", "I'm an Arsenal supporter.", "Arsenal supporter for life.",
                            "I support Arsenal."]),
    ("preference:packers", ["die-hard Packers fan here", "I'm a huge Packers fan.", "I'm a big fan of the Packers.",
                            "I root for the Packers.", "I've been a huge fan of the Packers since I was a kid."]),
    ("preference:benfica", ["I support Benfica.", "I am big fan of football, I am watching every match of Benfica."]),
    ("preference:liverpool", ["I've been a Liverpool supporter my whole life and I'm still gutted about Sunday.",
                              "I follow Liverpool.", "I'm a lifelong supporter of Liverpool."]),
    ("preference:lakers", ["Huge Lakers fan.", "I cheer for the Lakers."]),
    ("preference:steelers", ["I'm a die hard Steelers fan.", "I'm a die-hard Steelers fan."]),
    ("preference:chiefs", ["I'm a long time fan of the Chiefs."]),
    ("preference:red_sox", ["I'm a huge Red Sox fan.", "I'm a long time Red Sox fan."]),
    ("preference:tottenham_hotspur", ["I support Tottenham Hotspur."]),
    ("preference:nfl", ["I follow the NFL."]),
])
def test_a_team_followed_is_one_liking_whatever_the_words(subject: str, phrasings: list[str]) -> None:
    for text in phrasings:
        assert (subject, "assert", "normal") in said(text), (text, said(text))


@pytest.mark.parametrize(("text", "subject"), [
    ("I stopped following the NFL after all the concussion stuff came out.", "preference:nfl"),
    ("I no longer support Chelsea.", "preference:chelsea"),
    ("I don't follow the Jets anymore.", "preference:jets"),
])
def test_a_team_no_longer_followed_is_taken_back(text: str, subject: str) -> None:
    assert said(text) == [(subject, "retract", "normal")]


def test_a_team_one_cannot_stand_is_keyed_as_the_liking() -> None:
    assert set(said("I can't stand the Yankees, but I'm a huge Red Sox fan.")) == {
        ("preference:yankees", "assert", "normal"), ("preference:red_sox", "assert", "normal")}


@pytest.mark.parametrize("text", [
    "I'm a fan of the idea.", "I'm a fan of your work.", "Big fan.", "Ceiling fan.", "Your biggest fan.",
    "Not a fan.", "I support the idea.", "I support my wife.", "I support the bills.", "I follow Jesus.",
    "I follow the Left-hand path.", "I follow a keto diet.", "I'm a bit of a language buff.",
    "I support cycling infrastructure.", "I support sports programs in schools.",
])
def test_what_names_no_team_or_liking_forms_none(text: str) -> None:
    assert not [s for s, _, _ in said(text) if s.startswith("preference:")], said(text)


@pytest.mark.parametrize("text", ["I'm a Trump supporter.", "Trump supporter here.",
                                  "I'm a supporter of the Labour party.", "I support Trump."])
def test_a_supporter_of_a_party_or_a_person_is_no_liking_of_a_team(text: str) -> None:
    assert not [s for s, _, _ in said(text) if s.startswith("preference:")], said(text)
