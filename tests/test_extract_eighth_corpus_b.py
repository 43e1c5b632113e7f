"""What the eighth corpus written blind (tests/data/eighth_corpus.jsonl) found the rules forming wrong or missing in
its hobbyist, remote-freelancer, newcomer, memory-correction and tricky-negation styles, one family per section;
the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def subjects(*texts: str, known: tuple[str, ...] = ()) -> set[str]:
    return {c.subject for c in candidates(*texts, known=known)}


def keyed(*texts: str, known: tuple[str, ...] = ()) -> set[tuple[str, str]]:
    return {(c.subject, c.polarity) for c in candidates(*texts, known=known)}


# -- a pursuit is keyed on what is done, not on where, with whom, or a comma's afterthought --------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I play in a covers band most weekends.",
        "I sing in a choir on Sundays.",
        "I play for a pub team.",
        "I use hand tools so far.",
        "I use a lot of spreadsheets.",
    ],
)
def test_where_or_a_tool_is_no_pursuit(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:") and s not in (
        "activity:singing",)}, subjects(text)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I brew my own beer, mostly hazy IPAs, in the garage.", "activity:brewing"),
        ("I brew beer.", "activity:brewing"),
        ("I collect vinyl, mostly jazz and soul.", "activity:vinyl"),
        ("I play guitar in a band.", "activity:guitar"),
    ],
)
def test_a_pursuit_object_ends_at_its_comma(text: str, subject: str) -> None:
    assert subject in subjects(text)
    assert not any("mostly" in s for s in subjects(text))


# -- a list of what is eaten is no key; a drink is a liking ----------------------------------------------------------

def test_a_list_of_foods_eaten_is_no_key_of_its_own() -> None:
    assert not subjects("I eat fish and chicken.")
    assert not subjects("I eat rice, beans and lentils.")
    assert subjects("I eat a lot of pizza, mostly pepperoni.") == {"diet:pizza"}


def test_a_drink_not_drunk_is_the_liking_it_takes_back_later() -> None:
    assert subjects("I don't drink coffee at all, never have.") == {"preference:coffee"}
    assert subjects("I drink green tea every morning.") == {"preference:green_tea"}
    assert subjects("I don't eat red meat.") == {"diet:red_meat"}


# -- a habit said over with "used to" -------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I used to smoke, quit about 6 years ago.", "health:smoking"),
        ("I used to smoke cigarettes but that was ages ago.", "health:smoking"),
        ("I used to vape.", "health:vaping"),
    ],
)
def test_used_to_smoke_retracts_the_habit(text: str, subject: str) -> None:
    found = candidates(text)
    assert [(c.subject, c.polarity, c.sensitivity) for c in found] == [(subject, "retract", "sensitive")]


def test_a_habit_taken_up_again_or_another_smoke_is_no_retraction() -> None:
    assert not any(c.polarity == "retract" for c in candidates("I used to smoke and still do sometimes."))
    assert "health:smoking" not in subjects("I used to smoke weed in college.")


def test_used_to_is_keyed_before_its_comma() -> None:
    assert subjects("I used to play guitar, quit in college.") == {"history:guitar"}


# -- cameras are devices; a device parted with is not had -----------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have a Canon R6.", "device:canon_r6"),
        ("I bought a Nikon D750 last month.", "device:nikon_d750"),
        ("I have two Dell monitors.", "device:dell_monitor"),
        ("I have a 2019 Mac mini.", "device:mac_mini"),
    ],
)
def test_a_camera_or_a_monitor_is_a_device(text: str, subject: str) -> None:
    assert subject in subjects(text)


def test_a_camera_sold_is_retracted_and_not_also_had() -> None:
    assert keyed("I sold my Sony a7 III last year, never clicked with it.") == {("device:sony_a7_iii", "retract")}
    assert keyed("I gave away my Sony a7 III.") == {("device:sony_a7_iii", "retract")}


def test_a_camera_shot_with_is_had_and_photography_kept() -> None:
    assert subjects("I shoot a Fujifilm X-T4, mostly with the 23mm lens.") == {
        "device:fujifilm_x_t4", "activity:photography"}
    assert subjects("I mostly shoot on my Canon R6.") == {"device:canon_r6", "activity:photography"}
    assert not subjects("I shoot a wedding next month.")


# -- in-laws are relatives ------------------------------------------------------------------------------------------

def test_an_in_law_is_family() -> None:
    assert subjects("I have a sister-in-law in Leeds.") == {"family:sister_in_law"}
    assert "family:brother_in_law" in subjects("My brother-in-law is a chef.")


# -- a reading that runs high or low is a condition ------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have high cholesterol.", "health:high_cholesterol"),
        ("I have high blood pressure, so no salt please.", "health:high_blood_pressure"),
        ("My cholesterol's been high for a couple years.", "health:high_cholesterol"),
        ("My blood sugar is a bit high.", "health:high_blood_sugar"),
    ],
)
def test_a_reading_running_high_is_sensitive_health(text: str, subject: str) -> None:
    found = candidates(text)
    assert [(c.subject, c.sensitivity) for c in found] == [(subject, "sensitive")]


def test_a_reading_once_or_a_standard_is_no_condition() -> None:
    assert not subjects("My iron was low last time.")
    assert not subjects("My standards are high.")


# -- a joke taken back, then the truth -----------------------------------------------------------------------------

def test_what_follows_a_take_back_is_the_users_word() -> None:
    assert keyed("I'm a pilot. jk I'm a nurse.") == {("occupation", "assert")}
    assert [c.statement for c in candidates("I'm a pilot. jk I'm a nurse.")] == ["User is a nurse."]
    assert [c.statement for c in candidates("jk lol I'm a nurse.")] == ["User is a nurse."]
    assert not candidates("I'm a pilot. Just kidding!")


# -- the assistant's belief taken back in the user's words --------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Forget that I live in Denver.", "location:home"),
        ("pls stop assuming I'm vegetarian, that was like the third tofu recipe", "diet"),
        ("Please forget that I have a cat.", "pet:cat"),
        ("I never said I was vegan.", "diet"),
        ("You keep assuming I have kids.", "family:kid"),
    ],
)
def test_a_belief_the_user_says_to_drop_is_retracted(text: str, subject: str) -> None:
    assert keyed(text) == {(subject, "retract")}


def test_what_is_said_instead_wins_on_the_same_subject() -> None:
    assert keyed("Forget that I live in Denver, I moved to Boise in the fall.") == {("location:home", "assert")}


def test_forgetting_of_ones_own_is_no_correction() -> None:
    assert not candidates("I always forget that I have a meeting on Mondays.")


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm not running anymore, the knee surgery ended that.", "activity:running"),
        ("I'm not swimming anymore.", "activity:swimming"),
        ("I don't live in Denver anymore.", "location:home"),
        ("I no longer live in Denver.", "location:home"),
    ],
)
def test_a_pursuit_or_a_home_no_longer_kept_is_retracted(text: str, subject: str) -> None:
    assert keyed(text) == {(subject, "retract")}


def test_a_home_denied_without_a_change_is_no_retraction() -> None:
    assert not candidates("I don't live in Denver, I just work there.")
