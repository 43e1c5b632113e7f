"""What the nineteenth corpus written blind (tests/data/nineteenth_corpus.jsonl) found the rules forming wrong or
missing in its military-spouse, car-restoration, pharmacy-refill, dictated-list and self-talk styles, one family per
section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

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


# -- a note to self said to "you" is the user's first person, up to where it turns to the assistant --------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("Note to self: you live in Leeds now, not York.", "location:home"),
    ("Note to self: you're vegan, stop ordering the cheese board.", "diet"),
    ("Dear future me: you adopted a three-legged dog called Tripod.", "pet:dog"),
    ("Self-talk time: you've been a nurse for nine years, you can do this interview.", "occupation"),
    ("Reminder for me since I always forget: you hate olives, so stop ordering them.", "preference:olive"),
    ("Note to self: you are a grown man of 45, act like it.", "age"),
])
def test_a_note_to_self_is_the_users_own(text: str, expected: str) -> None:
    assert expected in subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "You live in Leeds now, right?",
    "note to self: buy milk, call the bank, you've got this",
    'My friend wrote "note to self: you are a vegan" on the fridge.',
    "Note to self: ask the assistant. Can you tell me if you live in the cloud?",
    "You're a brilliant surgeon and you speak four languages, says the card I'm writing for Sam.",
])
def test_you_outside_a_note_to_self_is_not_the_user(text: str) -> None:
    assert not {s for s in subjects(text) if s in ("location:home", "diet", "occupation", "language:four")}, \
        subjects(text)


def test_a_note_to_self_cites_what_the_user_wrote() -> None:
    found = candidates("Note to self: you live in Leeds now, not York.")
    assert [c.evidence for c in found if c.subject == "location:home"] == ["you live in Leeds now, not York"]


# -- a wife or a husband is married; an adult of an age is that age; a household stationed lives there -----------------

@pytest.mark.parametrize(("text", "expected"), [
    ("I'm a proud Navy wife.", {"relationship_status"}),
    ("I'm a military spouse.", {"relationship_status"}),
    ("I'm a woman of 52 and I've never run before.", {"age"}),
    ("We are stationed in Okinawa.", {"location:home"}),
])
def test_who_the_user_is_to_whom(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


@pytest.mark.parametrize("text", ["She's a proud Navy wife.", "I'm a mother of two.", "They're stationed in Okinawa.",
                                  "If we're stationed in Germany, can I work?"])
def test_someone_elses_or_a_count_is_no_status_age_or_home(text: str) -> None:
    assert not subjects(text) & {"relationship_status", "age", "location:home", "family:wife"}, subjects(text)


# -- a list numbered on one line is read item by item ---------------------------------------------------------------

def test_a_list_numbered_on_one_line_reads_each_item() -> None:
    assert "location:home" in subjects("Notes: 1) I moved to Leeds in May 2) new job starts in June 3) buy a kettle")
    assert ("possession:yamaha_keyboard", "retract") in keyed("Updates: 1. I sold my Yamaha keyboard 2. I have a cat")
    assert "pet:cat" in subjects("Updates: 1. I sold my Yamaha keyboard 2. I have a new cat")


def test_numbers_that_do_not_count_up_from_one_list_nothing() -> None:
    from memform.extract.text import clauses
    assert [s.text for s in clauses("I'm 29. 2 kids at home.")] == ["I'm 29", "2 kids at home"]
    assert [s.text for s in clauses("Version 2. I have a cat")] == ["Version 2", "I have a cat"]


# -- a pet made with "one-" is still a pet; smoking quit with the "I" left out is given up ---------------------------

@pytest.mark.parametrize(("text", "expected"), [
    ("We adopted a one-eyed kitten last week.", ("pet:cat", "assert")),
    ("I have a one-eared rabbit.", ("pet:rabbit", "assert")),
    ("Quit smoking two years ago and took up running.", ("health:smoking", "retract")),
    ("Quit vaping in January, still chewing the gum.", ("health:vaping", "retract")),
])
def test_a_made_word_or_a_dropped_i(text: str, expected: tuple[str, str]) -> None:
    assert expected in keyed(text), keyed(text)


@pytest.mark.parametrize("text", ["I want one.", "I have one too.", "My dad quit smoking.", "How do I quit smoking?",
                                  "Quit smoking? Never."])
def test_a_pronoun_or_someone_elses_quitting_is_nothing(text: str) -> None:
    assert not subjects(text) & {"health:smoking", "pet:cat"}, subjects(text)
