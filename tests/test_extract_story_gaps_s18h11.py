"""Session 18, helper 11: misses of the day's blind corpora, each as a class of phrasing: an injury told as a story,
a relative named with their nationality, a job begun on a day said bare, crew and bus-route jobs, a job said by its
letters, and German and Dutch one-liners. The sentences are variants, not the corpora's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- an injury told as a story ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("I tore my rotator cuff last year.", "health:rotator_cuff_tear"),
    ("I tore my left rotator cuff lifting boxes.", "health:rotator_cuff_tear"),
    ("Tore my rotator cuff on a job in November and had surgery in January.", "health:rotator_cuff_tear"),
    ("Tore my meniscus playing squash.", "health:torn_meniscus"),
    ("I had a concussion in March.", "health:concussion"),
    ("I had whiplash after the crash.", "health:whiplash"),
    ("I got a concussion playing rugby.", "health:concussion"),
    ("I got whiplash after the crash.", "health:whiplash"),
])
def test_an_injury_told_as_a_story_is_the_users_health(text: str, key: str) -> None:
    found = candidates(text)
    assert (key, "assert") in {(c.subject, c.polarity) for c in found}, found
    assert all(c.sensitivity == "sensitive" for c in found if c.subject.startswith("health:")), found


@pytest.mark.parametrize("text", [
    "My doctor thinks I had a concussion.",
    "If I had a concussion would I know?",
    "I think I tore my rotator cuff",
    "Did I tear my rotator cuff?",
    "I had a concussion test at the clinic.",
    "My son had a concussion in March.",
    "Broke my phone again.",
    "Tore my jeans on the fence.",
    "Tore my ACL at 19 so I still wear a brace.",  # an age then: long ago, as "when I was 19" is
    "I tore my ACL at 19.",
])
def test_an_injury_only_supposed_asked_or_anothers_forms_no_health_of_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


def test_a_thing_got_while_doing_something_is_no_condition() -> None:
    assert not {s for s in subjects("I got a bike playing the lottery.") if s.startswith("health:")}


# -- a relative named with their nationality before the word ------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("My Thai girlfriend is helping me learn to read the script.", "family:girlfriend"),
    ("My German husband loves beer.", "family:husband"),
    ("I'm a Canadian living in Seoul with my Korean wife.", "family:wife"),
    ("I live with my Brazilian wife in Lisbon.", "family:wife"),
    ("I go hiking with my Irish boyfriend every weekend.", "family:boyfriend"),
    ("I'm visiting my German husband's family next week.", "family:husband"),
    ("My Thai girlfriend's sister is visiting.", "family:girlfriend"),
])
def test_a_relative_named_with_their_nationality_is_the_relative(text: str, key: str) -> None:
    assert key in subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "My German shepherd is sick.",
    "My French teacher is strict.",
    "Can you fix my English teacher's essay?",
])
def test_a_nationality_before_what_is_no_relative_forms_no_family(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, subjects(text)


# -- a job begun on a day said bare ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Started Monday as a staff writer.",
    "I started Monday as a staff writer at the Chronicle.",
    "Started as a nurse last week.",
])
def test_a_job_begun_on_a_day_said_bare_is_the_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not any(s.startswith("activity:") for s in found), found


@pytest.mark.parametrize("text", ["I started Monday as a volunteer.", "Started as a joke.", "I started today."])
def test_a_day_begun_on_is_no_pastime_nor_job(text: str) -> None:
    found = subjects(text)
    assert not any(s.startswith("activity:") for s in found) and "occupation" not in found, found


# -- crew, a bus route driven, a job by its letters --------------------------------------------------------------


@pytest.mark.parametrize(("text", "keys"), [
    ("I'm crew on a container ship.", {"occupation"}),
    ("I'm crew on the A320s for easyJet.", {"occupation", "occupation:employer"}),
    ("I'm cabin crew for easyJet.", {"occupation", "occupation:employer"}),
    ("I drive the 38 Geary for Muni in SF.", {"occupation", "occupation:employer", "location:work"}),
    ("I drive the 14 for TriMet.", {"occupation", "occupation:employer"}),
    ("I'm an OT.", {"occupation"}),
    ("I'm a GC, mostly kitchen remodels.", {"occupation"}),
])
def test_crew_a_route_driven_and_a_job_by_its_letters_are_the_job(text: str, keys: set[str]) -> None:
    assert keys <= subjects(text), subjects(text)


def test_the_job_is_said_in_the_users_words() -> None:
    said = {c.subject: c.statement for c in candidates("I drive the 38 Geary for Muni.")}
    assert said["occupation"] == "User drives the 38 Geary for Muni.", said
    said = {c.subject: c.statement for c in candidates("I'm cabin crew for easyJet.")}
    assert said["occupation"] == "User is cabin crew for easyJet.", said


@pytest.mark.parametrize("text", [
    "I'm crew for the school play.",
    "I drive for Uber.",  # (read as a job elsewhere; no bus route)
    "I drive the 405 for Uber.",
    "I drive the kids to school for Grandma.",
    "I'm on OT today.",
    "I'm a GC fan.",
    "I'm not an OT.",
])
def test_no_route_no_crew_no_letters_forms_no_such_job(text: str) -> None:
    found = candidates(text)
    assert not any("bus driver" in c.statement or "crew" in c.statement or "occupational" in c.statement
                   or "general contractor" in c.statement for c in found), found
    assert "occupation:employer" not in {c.subject for c in found if "Uber" not in c.statement}, found


# -- German and Dutch one-liners ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "keys"), [
    ("Ik woon in Utrecht en ik fiets elke dag naar m'n werk.", {"location:home"}),
    ("Ik woon al tien jaar in Gent.", {"location:home"}),
    ("Ich wohne seit drei Jahren in Graz.", {"location:home"}),
    ("Ich bin Krankenschwester bei der Charité.", {"occupation", "occupation:employer"}),
    ("Ich bin Maschinenbauingenieur bei BMW, and my English is okay.", {"occupation", "occupation:employer"}),
    ("Ik ben verpleegkundige.", {"occupation"}),
    ("Ik ben vegetariër en allergisch voor noten.", {"diet"}),
])
def test_a_german_or_dutch_one_liner_is_read_as_its_english(text: str, keys: set[str]) -> None:
    found = candidates(text)
    assert keys <= {c.subject for c in found}, found
    assert all(c.statement.startswith("User: ") for c in found if c.subject in keys), found


@pytest.mark.parametrize("text", [
    "Ik ben niet verpleegkundige.",
    "Mijn zus zegt: ik woon in Gent.",
    "Ich bin müde.",
    "Ik ben moe.",
    "Ich bin nicht Lehrerin.",
])
def test_a_german_or_dutch_word_not_listed_denied_or_reported_forms_nothing(text: str) -> None:
    assert not keyed(text), keyed(text)
