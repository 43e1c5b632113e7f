"""What the eleventh corpus written blind (tests/data/eleventh_corpus.jsonl) found the rules forming wrong or missing in
its wedding, new-parent, pet, job-search, medical-appointment and home-renovation styles, one family per section; the
sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import subjects

# -- a fiancé or a fiancée is one key ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "My fiancée and I are getting married in May.",
        "My fiancée Dana is a nurse.",
        "My fiancé Sam and I live in Leeds.",
        "My girlfriend and I got engaged last week.",
    ],
)
def test_a_fiance_of_either_gender_is_one_key(text: str) -> None:
    found = subjects(text)
    assert "family:fiance" in found, found
    assert "family:fiancee" not in found, found


# -- a relative named before "and I" -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("My fiancée Priya and I are getting married next spring.", "family:fiance"),
        ("My husband Tom and I have two kids.", "family:husband"),
        ("My sister Maya and I are planning a party.", "family:sister"),
    ],
)
def test_a_named_relative_and_the_user_is_the_users_relative(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "My friend Tom and I are going hiking.",
        "My boss Tom and I disagree.",
        "Should my sister Maya and I share a room?",
    ],
)
def test_a_named_friend_and_the_user_form_no_relative(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, subjects(text)


# -- "our" child is the user's -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Our daughter Nora is 6 weeks old.", "family:daughter"),
        ("Our son is 3.", "family:son"),
        ("our kids hate broccoli", "family:kid"),
        ("Our son got a new bike for his birthday.", "family:son"),
    ],
)
def test_our_child_is_the_users_child(text: str, key: str) -> None:
    found = subjects(text)
    assert key in found, found
    assert not {s for s in found if s.startswith(("possession:", "vehicle:"))}, found


@pytest.mark.parametrize(
    "text",
    [
        "If our son is sick, what do we do?",
        "Our son's teacher is mean.",
        "Our sonic screwdriver broke.",
        "Does our daughter need a booster?",
    ],
)
def test_our_child_in_a_question_or_a_near_miss_forms_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, subjects(text)


# -- a "tech" is a job ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I'm a vet tech.", "I'm a lab tech at a hospital.", "I'm a pharmacy tech."])
def test_a_tech_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize("text", ["I work in tech.", "My brother is a vet tech.", "Am I a tech?"])
def test_tech_elsewhere_is_no_occupation_of_the_users(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)
