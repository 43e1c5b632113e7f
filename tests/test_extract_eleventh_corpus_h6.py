"""What the eleventh corpus written blind (tests/data/eleventh_corpus.jsonl) found the rules forming wrong or missing
in its language-learner, fitness-coaching, travel-and-expat, memory-management and negatives-and-sarcasm styles, one
family per section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- "drums" is the instrument's name, not a plural: it keys as the other instruments do --------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I play drums in a cover band now.", "activity:drums"),
        ("Note that I play drums in a cover band now.", "activity:drums"),
        ("i play drums in a band lol", "activity:drums"),
    ],
)
def test_drums_keep_their_name(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


# -- a move "back to" a place is a new home, as a move "to" it is --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I moved back to Dublin.",
        "We moved back to Ohio last year.",
        "I don't live in London anymore — moved back to Dublin in the spring.",
        "I moved back home to Cork in May.",
    ],
)
def test_a_move_back_to_a_place_is_a_home(text: str) -> None:
    assert "location:home" in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I moved back in with my parents.",
        "I moved back to the old version.",
        "I moved back to Jira.",
        "I moved back to square one.",
        "Should I move back to Dublin?",
        "If I moved back to Dublin, would I pay tax?",
        "My sister moved back to Dublin.",
    ],
)
def test_a_move_back_to_no_place_or_not_the_users_is_no_home(text: str) -> None:
    assert "location:home" not in subjects(text), subjects(text)


# -- a diet named by its kind ("on a low-FODMAP diet") is the user's diet ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I'm on a low-FODMAP diet because of IBS.",
        "I'm on a keto diet.",
        "I'm currently on a plant-based diet.",
        "I'm on the Mediterranean diet.",
        "I'm on a low-carb diet, so skip the pasta.",
    ],
)
def test_a_diet_named_by_its_kind_is_the_users_diet(text: str) -> None:
    assert "diet" in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm on a diet.",
        "I'm on a new diet.",
        "I'm on my diet.",
        "I'm on a diet of coffee and spite.",
        "Am I on a keto diet?",
        "If I'm on a keto diet, can I eat fruit?",
        "I'm not on a keto diet.",
        "I was on a keto diet last year.",
        "My wife is on a keto diet.",
    ],
)
def test_no_kind_or_not_the_users_diet_is_no_diet(text: str) -> None:
    assert "diet" not in subjects(text), subjects(text)


# -- what brings a condition on ("exercise-induced asthma") qualifies it, as "chronic" does -----------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have exercise-induced asthma.", "health:asthma"),
        ("I'll try that. I have exercise-induced asthma, so that might be part of it.", "health:asthma"),
        ("I have stress-induced migraines.", "health:migraine"),
    ],
)
def test_an_induced_condition_is_the_condition(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "My son has exercise-induced asthma.",
        "Does exercise-induced asthma go away?",
        "I don't have exercise-induced asthma.",
    ],
)
def test_an_induced_condition_not_the_users_forms_no_health(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


# -- a pastime quit "after a shoulder injury", "after college" is still quit ---------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I quit CrossFit after a shoulder injury.", "activity:crossfit"),
        ("I quit running after a knee injury.", "activity:running"),
        ("I gave up guitar after college.", "activity:guitar"),
        ("I quit tennis after a month.", "activity:tennis"),
    ],
)
def test_a_pastime_quit_after_something_is_taken_back(text: str, subject: str) -> None:
    assert (subject, "retract") in keyed(text), keyed(text)


@pytest.mark.parametrize(
    "text",
    [
        "Should I quit CrossFit after a shoulder injury?",
        "My wife quit CrossFit after a shoulder injury.",
        "If I quit CrossFit after a shoulder injury, what then?",
    ],
)
def test_a_quitting_asked_or_anothers_takes_nothing_back(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


# -- a watch, laptop or reader of a maker the lexicon lacked is a device, its model number (to three digits) kept ----


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have a Garmin Forerunner 265.", "device:garmin_forerunner_265"),
        ("I have a Dell XPS.", "device:dell_xps"),
        ("I use a Lenovo Yoga.", "device:lenovo_yoga"),
        ("I have an Oura ring.", "device:oura_ring"),
        ("I have a Kobo Clara.", "device:kobo_clara"),
        ("I have a 2017 Dell XPS.", "device:dell_xps"),
    ],
)
def test_a_device_of_a_maker_is_keyed_by_its_model(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "My husband has a Garmin.",
        "Should I buy a Garmin Forerunner 265?",
        "If I had a Dell XPS, would it run this?",
    ],
)
def test_a_device_not_the_users_is_no_device(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("device:", "possession:"))}, subjects(text)


# -- a position played in a team sport's league is the sport ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I play goalkeeper in a Sunday rec soccer league and I keep jamming my fingers.", "activity:soccer"),
        ("I play shortstop for my company softball team.", "activity:softball"),
        ("I play point guard on a rec basketball team.", "activity:basketball"),
        ("I play midfield for our club's hockey team.", "activity:hockey"),
    ],
)
def test_a_position_in_a_league_is_the_sport(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if s.startswith("activity:") and s != subject}, found


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("I play in a fantasy football league.", "activity:football"),
        ("I play poker in a fantasy football league.", "activity:football"),
        ("My son plays goalkeeper in a soccer league.", "activity:soccer"),
        ("Should I play goalkeeper in a soccer league?", "activity:soccer"),
        ("If I played goalkeeper in a soccer league, what gloves would I need?", "activity:soccer"),
    ],
)
def test_no_position_of_the_users_or_a_fantasy_league_is_no_sport(text: str, absent: str) -> None:
    assert absent not in subjects(text), subjects(text)


# -- a pursuit in the progressive with how much of it a week is the habit ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm running about 30 miles a week.", "activity:running"),
        ("I'm currently running about 30 miles a week.", "activity:running"),
        ("I'm training for a race, and I'm currently running 20 miles a week.", "activity:running"),
        ("I'm swimming 2k per day.", "activity:swimming"),
    ],
)
def test_a_progressive_pursuit_measured_per_week_is_a_habit(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm not running 30 miles a week.",
        "Am I running too many miles a week?",
        "My wife is running 30 miles a week.",
        "If I'm running 30 miles a week, how much should I eat?",
        "I'm thinking of running 30 miles a week.",
        "I'm paying 50 dollars a month for Netflix.",
    ],
)
def test_a_progressive_not_the_users_habit_forms_no_pursuit(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


# -- a membership paid for is held, as one had is ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I pay for an Equinox membership.", "membership:equinox"),
        ("I'm paying for an Equinox membership, but these days I barely go.", "membership:equinox"),
        ("I'm paying for a Spotify subscription.", "membership:spotify"),
        ("I pay for a Costco membership.", "membership:costco"),
    ],
)
def test_a_membership_paid_for_is_held(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I pay for my daughter's gym membership.",
        "I pay for a gym membership for my mom.",
        "Should I pay for a Costco membership?",
        "If I pay for an Equinox membership, can I bring a guest?",
        "I'm not paying for a Costco membership.",
        "My husband pays for a Costco membership.",
        "I'm paying for a membership.",
    ],
)
def test_a_membership_paid_for_anothers_or_asked_is_none(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("membership:")}, subjects(text)


# -- a device or car the user is "stuck with" is one they have ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm stuck with a 2017 Dell XPS running Windows.", "device:dell_xps"),
        ("I'm stuck with an old Honda Civic.", "vehicle:honda_civic"),
        ("I wish I had a MacBook, but I'm stuck with a Chromebook.", "device:chromebook"),
    ],
)
def test_a_device_stuck_with_is_had(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm stuck with my parents.",
        "I'm stuck with a bad knee.",
        "I'm stuck with this bug.",
        "My brother is stuck with a Chromebook.",
        "Am I stuck with a Chromebook?",
        "If I'm stuck with a Chromebook, can I run Python?",
        "I'm not stuck with a Chromebook.",
    ],
)
def test_stuck_with_no_device_of_the_users_is_none(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("device:", "vehicle:", "possession:"))}, subjects(text)


# -- "For future reference:" before a standing instruction leaves it one -------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("For future reference: always give me metric units.", "preference:units"),
        ("For future reference, never use emojis with me.", "preference:emoji"),
    ],
)
def test_for_future_reference_leads_a_standing_instruction(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


def test_for_future_reference_before_a_question_forms_nothing() -> None:
    assert not subjects("For future reference, what units do you use?")


# -- where the user is from, put in an aside after their home ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I've lived in Lisbon for five years now, originally from Cape Town, and December still hits me hard.",
        "I live in Oslo, originally from Lagos.",
        "I moved to Denver last year, originally from Ohio.",
    ],
)
def test_an_origin_aside_after_a_home_is_the_origin(text: str) -> None:
    found = subjects(text)
    assert {"location:home", "location:origin"} <= found, found


@pytest.mark.parametrize(
    "text",
    [
        "I live with Tom, originally from Lagos.",
        "I live in New York City with my partner, originally from São Paulo.",
        "My wife lives in Oslo, originally from Lagos.",
        "If I lived in Oslo, originally from Lagos, would I need a visa?",
    ],
)
def test_an_origin_aside_after_someone_else_is_no_origin(text: str) -> None:
    assert "location:origin" not in subjects(text), subjects(text)


# -- two imperatives under one "always" are two standing instructions ---------------------------------------------


def test_two_imperatives_under_one_always_are_two_instructions() -> None:
    found = subjects("For future reference: always give me metric units, and keep code examples at 2-space "
                     "indentation.")
    assert {"preference:units", "preference:indentation"} <= found, found


@pytest.mark.parametrize(
    "text",
    [
        "Never use emojis, and use British spelling.",
        "I always give my kids vegetables, and keep the sugar low.",
    ],
)
def test_a_never_or_the_users_own_habit_shares_no_always(text: str) -> None:
    assert not any("never use British" in c or "always keep" in c
                   for c in [p.statement for p in candidates(text)]), candidates(text)
