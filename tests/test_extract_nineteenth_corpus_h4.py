"""What the nineteenth corpus written blind (tests/data/nineteenth_corpus.jsonl) found the rules forming wrong or
missing in its military-spouse, car-restoration, pharmacy-refill, dictated-list and self-talk styles, one family per
section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import keyed, subjects

# -- "picked up a ..." is a thing got, bought or caught; a pastime only by its instrument or its sport ----------------

@pytest.mark.parametrize(("text", "expected"), [
    ("Picked up a Miller MIG welder and a two-post lift last month.",
     {"possession:miller_mig_welder", "possession:two_post_lift"}),
    ("I just picked up a Weber kettle grill.", {"possession:weber_kettle_grill"}),
    ("I picked up a guitar last year.", {"activity:guitar"}),
    ("I picked up running last year.", {"activity:running"}),
])
def test_a_thing_picked_up_is_bought(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


@pytest.mark.parametrize("text", [
    "I picked up a cold last week.",
    "I picked up a stomach bug on the trip.",
    "I picked up a bad habit from my roommate.",
    "I picked up a few extra shifts this month.",
    "I picked up a new hobby.",
    "I picked up a second job.",
    "I picked up a Southern accent in Texas.",
    "I picked up a Saturday shift.",
    "Picked up a Spanish class for the fall.",
])
def test_what_is_caught_or_taken_on_is_no_pastime_and_no_thing(text: str) -> None:
    assert not subjects(text), subjects(text)


# -- a car by what it is to its driver, by a model the lexicon knows, by a model year cut short ------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("Daily driver is a 2016 Camry with 180k miles.", "vehicle:camry"),
    ("My daily driver is a Honda Civic.", "vehicle:honda_civic"),
    ("My project car is a 1969 Camaro.", "vehicle:camaro"),
    ("Own a '72 Bonneville myself.", "vehicle:bonneville"),
    ("I have a '65 Mustang in the garage.", "vehicle:mustang"),
    ("Currently chasing a vacuum leak on my MGB.", "vehicle:mgb"),
    ("I sold my E36 last spring.", "vehicle:e36"),
    ("We have a Jetta and a Sienna.", "vehicle:jetta"),
])
def test_a_car_named_so_is_the_users(text: str, expected: str) -> None:
    assert expected in subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "His daily driver is a Miata.",
    "Is a Miata a good daily driver?",
    "Own your mistakes.",
    "Own a piece of history with this limited edition print.",
    "Own a home? Not me.",
    "I drove out to Bonneville for the speed week.",
])
def test_someone_elses_car_or_an_imperative_is_no_car(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("vehicle:", "possession:"))}, subjects(text)


# -- a medicine the user is on, said by its refill, its prescriber's change, or "still on" ----------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("Reminder: my sertraline 50mg refill is due Friday.", ("health:sertraline", "assert")),
    ("my OWN Vyvanse prescription got held up again.", ("health:vyvanse", "assert")),
    ("My GP took me off amlodipine in March.", ("health:amlodipine", "retract")),
    ("Doctor put me on metformin last year.", ("health:metformin", "assert")),
    ("Still on the rosuvastatin though.", ("health:rosuvastatin", "assert")),
    ("I take Claritin every day in spring.", ("health:claritin", "assert")),
    ("I take albuterol before runs.", ("health:albuterol", "assert")),
])
def test_a_medicine_of_the_users(text: str, expected: tuple[str, str]) -> None:
    assert expected in keyed(text), keyed(text)


@pytest.mark.parametrize("text", [
    "my dad's metformin refill is due Friday.",
    "Is my Adderall refill ready yet?",
    "My doctor took my mom off warfarin.",
    "If my doctor puts me on Ozempic I'll be thrilled.",
    "Is Zyrtec safe to take with coffee?",
    "Still on the fence about it.",
])
def test_someone_elses_or_an_asked_medicine_is_none(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


def test_the_condition_a_medicine_is_taken_for_is_the_users() -> None:
    assert "health:type_2_diabetes" in subjects("I'm on metformin for type 2 diabetes.")
    assert "health:anxiety" in subjects("I take sertraline for anxiety.")
    assert subjects("I'm on metformin for diabetes prevention.") == {"health:metformin"}
