"""What the eighteenth corpus written blind (tests/data/eighteenth_corpus.jsonl) found the rules forming wrong or
missing in its college-applications, book-clubs-and-podcasts, SMS-shorthand, nonprofit-board and quoted-reply
styles, one family per section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import subjects

# -- a year at a school named as one: "Lincoln High" ---------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "im a junior at Lincoln High",
    "I'm a senior at Roosevelt High School.",
    "I'm a sophomore at Central High in Tulsa.",
    "i'm a junior at Brookside Prep",
])
def test_a_year_at_a_school_named_as_one_is_education(text: str) -> None:
    found = subjects(text)
    assert "education" in found, found
    assert not any(s.startswith("identity:") for s in found), found


@pytest.mark.parametrize("text", [
    "I'm a junior at Deloitte.", "I'm a senior at Google.", "My daughter is a junior at Lincoln High.",
    "If I were a junior at Lincoln High, what would I take?",
])
def test_a_rank_at_a_firm_or_anothers_school_year_is_no_education_nor_identity(text: str) -> None:
    found = subjects(text)
    assert "education" not in found, found
    assert not any(s.startswith("identity:") for s in found), found


# -- a club run, keyed on the club, not on who is in it ------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I run a book club of 8 women in my neighborhood.", "activity:book_club"),
    ("I run a chess club for kids at the library.", "activity:chess_club"),
    ("I run a hiking group with 40 members.", "activity:hiking_group"),
    ("I run the school's robotics club.", "activity:robotics_club"),
])
def test_a_club_run_is_keyed_on_the_club(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["My mom runs a book club of 8 women.", "Should I run a book club?"])
def test_a_club_run_by_another_or_asked_about_forms_nothing(text: str) -> None:
    assert not any(s.startswith("activity:") for s in subjects(text))


# -- how much and how often of a pursuit, no part of its key ------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I listen to like 15 hrs of podcasts a week.", "activity:podcast"),
    ("I listen to two hours of jazz every night.", "activity:jazz"),
    ("I watch 3 hours of anime a day.", "activity:anime"),
    ("I read like 50 books a year.", "activity:book"),
])
def test_an_amount_and_a_rate_are_no_part_of_the_pursuit(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["My husband listens to like 15 hrs of podcasts a week.",
                                  "Should I listen to 2 hours of podcasts a day?"])
def test_anothers_or_an_asked_amount_forms_nothing(text: str) -> None:
    assert not any(s.startswith("activity:") for s in subjects(text))


# -- a text's shorthand for when: "lst wk", "yday" -----------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("got a pixel 8 lst wk, switchd frm iphone.", "device:pixel_8"),
    ("I got a new iPhone 15 yday", "device:iphone_15"),
    ("got a galaxy s24 last wk", "device:galaxy_s24"),
])
def test_shorthand_for_when_is_no_part_of_the_thing(text: str, subject: str) -> None:
    assert subject in subjects(text)
    assert not any(s.endswith(("_lst", "_yday", "_wk")) for s in subjects(text))


def test_anothers_thing_got_lst_wk_is_not_the_users() -> None:
    assert not any(s.startswith("device:") for s in subjects("my bf got a pixel 8 lst wk"))


# -- a thing's texture, taste or smell liked is a liking of the thing ----------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("i hate tofu txture lol", "preference:tofu"),
    ("I hate the texture of mushrooms.", "preference:mushroom"),
    ("I love the smell of coffee.", "preference:coffee"),
    ("I can't stand cilantro taste.", "preference:cilantro"),
])
def test_a_things_texture_or_taste_is_keyed_on_the_thing(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["My son hates the texture of mushrooms.", "Do you like the smell of coffee?"])
def test_anothers_or_an_asked_texture_forms_nothing(text: str) -> None:
    assert not any(s.startswith("preference:") for s in subjects(text))


def test_a_taste_said_good_is_not_cut_to_its_adjective() -> None:
    assert "preference:good" not in subjects("I love good taste.")


# -- volunteering said with its days or what it is -----------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "I volunteer Saturdays walking dogs.", "I volunteer Sundays at the food bank.",
    "I volunteer walking dogs.", "I volunteer tutoring kids at the library.",
])
def test_volunteering_said_with_its_days_or_doing_is_volunteering(text: str) -> None:
    assert subjects(text) == {"activity:volunteering"}


@pytest.mark.parametrize("text", ["My wife volunteers Saturdays walking dogs.", "Should I volunteer walking dogs?",
                                  "If I volunteer Saturdays, will I burn out?"])
def test_anothers_or_asked_volunteering_forms_no_activity(text: str) -> None:
    assert not any(s.startswith("activity:") for s in subjects(text))


# -- a home and a workplace joined by "and" ------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I live in Leeds and work in Manchester.",
                                  "I live in Oakland and work in San Francisco"])
def test_a_home_and_a_workplace_joined_are_both(text: str) -> None:
    assert {"location:home", "location:work"} <= subjects(text)


@pytest.mark.parametrize("text", ["I want to live in Leeds and work in Manchester.",
                                  "My wife lives in Leeds and works in Manchester."])
def test_a_wished_or_anothers_home_and_workplace_form_no_location(text: str) -> None:
    assert not any(s.startswith("location:") for s in subjects(text))
