"""What the fifteenth corpus written blind (tests/data/fifteenth_corpus.jsonl) found the rules forming wrong or
missing in its volunteering, sizes, signatures and forms, long-message and correction styles, one family per
section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import keyed, subjects

# -- sizes said with "in" and what they are of: never an identity --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I usually wear a size 4 in pants and a small in tops.", {"size:pants", "size:top"}),
        ("I'm a 32x30 in jeans and a 40 long in suit jackets.", {"size:pants", "size:suit_jacket"}),
        ("I wear a men's 10 in most sneakers.", {"size:shoe"}),
        ("I'm a medium in most shirts.", {"size:top"}),
        ("I'm a size 12 in dresses, but a 10 in skirts.", {"size:dress", "size:skirt"}),
        ("I wear a women's 7.5 in boots but go up to an 8 in Vans.", {"size:shoe"}),
    ],
)
def test_sizes_said_with_in_are_each_garments_size(text: str, expected: set[str]) -> None:
    found = subjects(text)
    assert {s for s in found if s.startswith("size:")} == expected, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize(
    "text",
    [
        "I'm a 32x30.",
        "I'm a 40 long.",
        "My husband wears a size 34 in pants.",
        "Do you wear a size 10 in shoes?",
        "If I were a 10 in shoes, what would I be in boots?",
        "What size does a tall man wear in suit jackets?",
        "I got a 10 in math.",
    ],
)
def test_a_size_alone_or_not_the_users_forms_nothing(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith(("size:", "identity:"))}, found


def test_an_age_is_no_size() -> None:
    assert subjects("I'm 43.") == {"age"}


# -- coaching, volunteering, choirs, tutoring, civic boards ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I coach my son's Little League team on Saturdays.", "activity:coaching"),
        ("I volunteer-coach my niece's basketball team.", "activity:coaching"),
        ("I coach a rec hockey squad.", "activity:coaching"),
        ("I work a weekly shift at the local food pantry.", "activity:volunteering"),
        ("I do two shifts a month at the soup kitchen on Main Street.", "activity:volunteering"),
        ("I sing tenor in a community chorus.", "activity:choir"),
        ("I sing second soprano with the church choir.", "activity:choir"),
        ("I tutor high schoolers in algebra on weekends.", "activity:tutoring"),
        ("I'm a volunteer firefighter in my village.", "activity:volunteer_firefighting"),
        ("I'm the secretary of our condo board.", "membership:condo_board"),
        ("I'm on the school board.", "membership:school_board"),
        ("I'm on the PTO at my kids' school.", "membership:pto"),
    ],
)
def test_a_community_pursuit_is_keyed_on_the_pursuit(text: str, expected: str) -> None:
    assert expected in subjects(text)


def test_coaching_a_sport_named_alone_stays_the_sport() -> None:
    assert "activity:soccer" in subjects("I coach soccer.")


def test_a_board_left_is_retracted() -> None:
    assert ("membership:library_board", "retract") in keyed("I resigned from the library board last year.")
    assert ("membership:pta", "retract") in keyed("I quit the PTA.")


def test_a_volunteer_firefighters_day_job_is_the_occupation() -> None:
    found = subjects("I'm a volunteer firefighter, on top of my day job as a plumber.")
    assert {"activity:volunteer_firefighting", "occupation"} <= found, found


@pytest.mark.parametrize(
    "text",
    [
        "My wife coaches our son's team.",
        "Should I coach my son's team?",
        "Do you volunteer at the food bank?",
        "My brother does a shift at the food bank.",
        "My daughter sings alto in the school choir.",
        "Should I tutor kids for extra cash?",
        "My husband is a volunteer firefighter.",
        "I'm on the diving board.",
        "My mom is on the library board.",
        "Should I run for the school board?",
        "I'm a 34 in pants, she is on the PTA.",
        "I'm on board with that.",
    ],
)
def test_someone_elses_or_an_asked_pursuit_forms_none_of_these(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s in {"activity:coaching", "activity:volunteering", "activity:choir",
                                          "activity:tutoring", "activity:volunteer_firefighting"}
                or s.startswith("membership:")}, found


# -- skin prone to a condition --------------------------------------------------------------------------------------


def test_skin_prone_to_a_condition_is_the_users_health() -> None:
    assert "health:rosacea" in subjects("I have rosacea-prone skin.")


@pytest.mark.parametrize("text", ["My daughter has acne-prone skin.", "What's the best cleanser for acne-prone skin?"])
def test_someone_elses_or_asked_skin_forms_no_health(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}
