"""Session 17 (helper 2, the twenty-second corpus): WhatsApp exports' dated stamps open a speaker's line; a relative
named by name first is the user's; an age said in a bio line or beside an event of now; a rank in a martial art is the
art trained."""

import pytest

from tests.extracting import candidates, keyed, subjects


def statements(text: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(text)}


# -- a pasted WhatsApp export: the others' lines are theirs ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "who wants which shift?\n\n[12/05, 21:14] Ana R: can I have fri off? I'm pregnant and the doubles are killing me\n"
    "[12/05, 21:20] Kofi: need Tuesday, my son's graduation",
    "sort this out pls\n\n[2/14/25, 7:05 PM] Priya: I'll do the bags, I work at a print shop so labels are cheap\n"
    "[2/14/25, 7:30 PM] Kayla: ok",
    "summarise:\n04/09/24, 10:02 - Omar: I'm vegan now so no meat for me\n04/09/24, 10:05 - Lina: I live in Leeds",
    "[03.03.2025, 17:46] Ross: I have two cats and a dog\n[03.03.2025, 17:50] Aisha: same lol",
])
def test_the_others_lines_of_a_dated_chat_export_are_theirs(text: str) -> None:
    assert subjects(text) == set()


def test_the_users_own_me_line_in_a_dated_export_is_still_read() -> None:
    text = "[03/03/2025, 17:45] Me: I live in Leith now\n[03/03/2025, 17:46] Ross: nice"
    assert "location:home" in subjects(text)


# -- a relative named by name first ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "formed"), [
    ("Amma is my mum, Farah is my sister and Bilal is my brother.",
     {"family:mother", "family:sister", "family:brother"}),
    ("I'm maid of honor and the bride is my little sister Jess", {"family:sister"}),
    ("Dana is my wife, she handles the money.", {"family:wife"}),
    ("Leo is my oldest son and he loves trains", {"family:son"}),
])
def test_a_relative_named_first_is_the_users(text: str, formed: set[str]) -> None:
    assert formed <= subjects(text)


@pytest.mark.parametrize("text", [
    "Tamil is my mother tongue",
    "Acme is my sister company",
    "Sam is my sister-in-law's son",
    "Tom is my friend",
])
def test_a_kin_word_naming_something_else_or_someone_elses_forms_no_relative_so(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")} - {"family:sister_in_law"}


# -- what a relative says or does with what the clause does not name stays unread (MSC's annotators keep the thing, not
# the relative: "my kids love it" is no fact they write as "I have kids") --------------------------------------------

@pytest.mark.parametrize("text", [
    "My wife says I snore.",
    "My mom thinks I'm a doctor.",
    "My brother is convinced I'm a spy.",
    "My friend says the shelves are ugly.",
    "My boss loves it.",
    "my late husband loved it",
    "My friend filmed it.",
])
def test_what_is_said_of_the_user_or_by_a_friend_forms_nothing(text: str) -> None:
    assert subjects(text) == set()


# -- an age said in passing ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "formed"), [
    ("44 y/o, on TRT prescribed by my endo, bloodwork's all normal.", {"age"}),
    ("38yo, lifting for 10 years.", {"age"}),
    ("19, sophomore in college, meal plan is dining hall only.", {"age", "education"}),
    ("27, nurse, live in Leeds.", {"age", "occupation"}),
    ("NEW DEADLIFT PR 600 lbs at 38 years old, conventional.", {"age"}),
    ("finally passed my driving test at 41 yrs old", {"age"}),
])
def test_an_age_said_in_a_bio_line_or_beside_an_event_of_now(text: str, formed: set[str]) -> None:
    assert formed <= subjects(text)


@pytest.mark.parametrize("text", [
    "10, maybe 12 reps per set.",
    "20, 30 minutes tops.",
    "I started piano at 5 years old.",
    "My son just got his license at 18 years old.",
    "Emma just graduated at 22 years old.",
    "I ran my first marathon at 40 years old.",
    "Review my PRD persona:\n### Persona: Maria\n- 42, ICU nurse in Chicago\n- vegetarian, two kids",
    "25, nurse, is that too young to buy a house?",
])
def test_a_number_or_an_age_of_then_or_of_another_is_no_age(text: str) -> None:
    assert "age" not in subjects(text)


def test_the_age_is_said_canonically() -> None:
    assert statements("44 y/o, on TRT.")["age"] == "User is 44 years old."


# -- a rank in a martial art -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("JUST GOT MY BLUE BELT IN BJJ at 34 years old", "activity:bjj"),
    ("I'm a black belt in karate", "activity:karate"),
    ("I have a black belt in taekwondo", "activity:taekwondo"),
    ("finally earned my brown belt in judo", "activity:judo"),
    ("I hold a 2nd degree black belt in taekwondo", "activity:taekwondo"),
    ("I do BJJ 3x a week", "activity:bjj"),
])
def test_a_rank_in_a_martial_art_is_the_art_trained(text: str, key: str) -> None:
    assert key in subjects(text)
    assert not {s for s in subjects(text) if s.startswith("possession:")}


@pytest.mark.parametrize("text", [
    "my son got his yellow belt in karate",
    "I'm a black belt in customer service",
])
def test_anothers_rank_or_a_figure_of_speech_is_no_art(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}


def test_a_rank_said_with_ive_got_is_said_in_the_third_person() -> None:
    assert statements("I've got a purple belt in jiu-jitsu") == {
        "activity:jiu_jitsu": "User has got a purple belt in jiu-jitsu."}


def test_keyed_once() -> None:
    assert keyed("I'm a black belt in karate") == {("activity:karate", "assert")}


# -- the household's children, counted ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key", "said"), [
    ("We're a family of 9 — me, my husband and 7 kids ages 2 to 17.", "family:kid", "User has 7 kids."),
    ("I'm divorced and my ex has our 4 kids every other weekend.", "family:kid", "User has 4 kids."),
    ("our two boys love lego", "family:son", "User has two boys."),
    ("my wife and three children are away", "family:kid", "User has three children."),
])
def test_the_households_children_counted_are_the_users(text: str, key: str, said: str) -> None:
    assert statements(text)[key] == said


@pytest.mark.parametrize("text", [
    "I take the kids to school every day",
    "our kids club meets on fridays at the library",
    "my wife and kids love horses",
])
def test_children_uncounted_or_a_clubs_form_no_count(text: str) -> None:
    assert not any(s.startswith("User has") and any(ch.isdigit() for ch in s) for s in statements(text).values())


def test_a_relative_named_first_is_said_with_what_the_user_says_of_them() -> None:
    assert statements("she's my older sister")["family:sister"] == "User has an older sister."
