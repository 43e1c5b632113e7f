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
