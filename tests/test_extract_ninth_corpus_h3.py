"""What the ninth corpus written blind (tests/data/ninth_corpus.jsonl) found the rules forming wrong or missing in
its voice-dictation, non-native, terse-developer, small-business, multi-turn-correction and chat-slang styles, one
family per section; the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- a business run is the user's work, however it is run -----------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I run a food truck.",
        "My partner and I run a taco truck together.",
        "I run a laundromat on the east side.",
        "I own a car wash, so weekends are busy.",
        "I run a small bakery full-time.",
        "I own a daycare.",
    ],
)
def test_a_business_run_or_owned_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith(("activity:", "vehicle:", "possession:"))}, found


@pytest.mark.parametrize(
    "text",
    [
        "I own a truck.",
        "I run a car wash program for my church.",
        "I wash my car every Sunday.",
        "Should I run a food truck?",
        "My uncle runs a laundromat.",
    ],
)
def test_a_vehicle_or_an_errand_is_no_business(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a job by its head noun ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I work nights as a security guard.",
        "I'm an auditor at a big four firm.",
        "I'm a bookkeeper for a few local shops.",
        "I work weekends as a cleaner.",
        "I'm a building inspector.",
    ],
)
def test_a_job_named_by_its_head_is_an_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith(("identity:", "occupation:"))}, found


@pytest.mark.parametrize(
    "text",
    [
        "I'm on guard duty tonight.",
        "My brother is an auditor.",
        "Would I make a good inspector?",
        "I'm a hard worker.",
    ],
)
def test_a_job_word_not_held_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a people named lowercase, as chat and learners write it ---------------------------------------------------------

@pytest.mark.parametrize("text", ["i'm brazilian", "I am french and I am vegetarian.", "im italian, so pasta is life"])
def test_a_nationality_written_lowercase_is_an_origin(text: str) -> None:
    assert "location:origin" in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm polish and the car is next.",
        "I'm english teacher.",
        "my wife is french",
        "are you french?",
        "If I were french, I'd live in Paris.",
    ],
)
def test_a_lowercase_people_word_not_said_of_the_user_is_no_origin(text: str) -> None:
    assert "location:origin" not in subjects(text), subjects(text)


# -- learner English: "I am live in", "I have since three years a cat" ----------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Hello, I am live in Valencia and I work as nurse.", "location:home"),
        ("I am live near Porto with my family.", "location:home"),
        ("I have since three years a cat, she is called Mimi.", "pet:cat"),
        ("I have since 2019 two dogs.", "pet:dog"),
    ],
)
def test_a_learners_order_is_read_as_meant(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm live in Chicago tonight, come watch the stream!",
        "I am live on Twitch right now.",
        "Are you live in Valencia?",
        "I have since then a problem with my back.",
        "Do I have since three years a cat?",
        "My sister have since two years a dog.",
    ],
)
def test_near_miss_learner_orders_form_no_home_or_pet(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("location:", "pet:"))}, subjects(text)


# -- which job is the user's: "my day job is dental hygienist" ------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    ["my day job is dental hygienist", "My main job is a nurse.", "my profession is teacher",
     "Candles are my side gig, my full-time job is accountant."],
)
def test_the_job_lived_by_is_an_occupation(text: str) -> None:
    assert "occupation" in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    ["my day job is killing me", "My real job is so boring.", "my second job is bartending",
     "what's my day job got to do with it?", "my brother's day job is plumber", "My day is great."],
)
def test_a_job_judged_or_another_job_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- a developer's shell, editor and indent width --------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("also I use fish shell so no bash-isms in the examples", "preference:shell"),
        ("I use zsh with oh-my-zsh.", "preference:shell"),
        ("I use neovim.", "preference:editor"),
        ("I use emacs for everything.", "preference:editor"),
        ("always use 2-space indent", "preference:indentation"),
        ("I use four-space indentation.", "preference:indentation"),
    ],
)
def test_a_shell_editor_or_indent_width_used_is_one_preference(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I use fish sauce in everything.",
        "I use fish as bait.",
        "I use a nano banana for scale.",
        "Should I use zsh or bash?",
        "My coworker uses emacs.",
        "What's the best 2-space indent setting?",
    ],
)
def test_a_word_of_a_tool_not_chosen_forms_no_preference(text: str) -> None:
    assert not {s for s in subjects(text) if s in (
        "preference:shell", "preference:editor", "preference:indentation")}, subjects(text)


def test_a_later_shell_supersedes_the_earlier_one() -> None:
    assert subjects("I use bash in my terminal.") == subjects("I use fish shell now.") == {"preference:shell"}


# -- a relative the user does something with is the user's relative -------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My wife and I are planning our 10th anniversary trip, somewhere in New England.", "family:wife"),
        ("my husband and I are thinking about moving", "family:husband"),
        ("My sister and I are going to Paris in May.", "family:sister"),
        ("my parents and I are fighting again", "family:parent"),
    ],
)
def test_a_relative_in_a_pair_with_the_user_is_a_relationship(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


def test_the_pairs_plans_are_said_as_theirs() -> None:
    (found,) = [c for c in candidates("My wife and I are planning our trip.") if c.subject == "family:wife"]
    assert found.statement == "User and their wife are planning their trip."


@pytest.mark.parametrize(
    "text",
    [
        "if my wife and I had kids, what would our taxes be?",
        "Do my wife and I need visas for Japan?",
        "Jake's wife and I are coworkers.",
        "my friend and I went to the mall",
        "my coworker and I are stuck on a bug",
        "my wife and I did it",
    ],
)
def test_a_pair_asked_about_or_not_kin_forms_no_relationship(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, subjects(text)


# -- a device switched to is the user's device -----------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("i switched from android to an iphone 15 pro and im lost", "device:iphone_15_pro"),
        ("I switched from Android to a Pixel 8.", "device:pixel_8"),
        ("I switched to a Tesla Model 3 last year.", "vehicle:tesla_model_3"),
    ],
)
def test_a_device_or_vehicle_switched_to_is_had(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    ["should I switch to an iPhone 15?", "my mom switched to an iPhone 15",
     "If I switched to a Pixel 8, would it work?", "I switched to a standing desk."],
)
def test_a_switch_asked_about_or_not_the_users_forms_no_device(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("device:", "vehicle:"))}, subjects(text)


# -- a clause taken up runs on with no comma: "started learning the cello and my fingers really hurt" ----------------

@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("so I just started learning the cello like two months ago and my fingers really hurt is that normal",
         "activity:cello", "User recently started learning the cello."),
        ("I took up knitting and my wife took up crochet", "activity:knitting", "User recently took up knitting."),
    ],
)
def test_a_pursuit_taken_up_ends_where_another_subject_begins(text: str, subject: str, statement: str) -> None:
    assert {(c.subject, c.statement) for c in candidates(text)} == {(subject, statement)}


# -- "jk but fr": the joke is taken back, what follows is meant ------------------------------------------------------

def test_what_is_said_for_real_after_a_joke_is_the_users() -> None:
    assert subjects("new phone who dis jk but fr i switched to an iphone 15 pro") == {"device:iphone_15_pro"}
    assert subjects("I'm a pilot jk but fr i'm a nurse") == {"occupation"}


@pytest.mark.parametrize("text", ["I'm a pilot, jk", "what if i quit my job and became a goat farmer jk jk",
                                  "I'm a pilot lol jk"])
def test_a_joke_taken_back_still_forms_nothing(text: str) -> None:
    assert not subjects(text), subjects(text)


# -- lessons taken are experience of what they teach ----------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I've been taking piano lessons since I was 8.", "experience:piano"),
        ("I've been taking Spanish classes for 3 years.", "experience:spanish"),
    ],
)
def test_lessons_kept_up_are_experience_of_their_subject(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", ["I've been taking lessons since I was 8.", "I've been taking classes for 3 years."])
def test_lessons_of_nothing_named_form_nothing(text: str) -> None:
    assert not subjects(text), subjects(text)


# -- dictation runs on: "also I ..." begins the user's next clause ---------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("hey can you tell me how long to bake salmon we do a lot of fish also I'm allergic to shellfish so no shrimp "
         "please", "health:allergy:shellfish"),
        ("what should I pack for the hike also I have a dog named Pepper", "pet:dog"),
        ("my fingers really hurt is that normal also I played piano for like ten years as a kid", "history:piano"),
    ],
)
def test_also_before_the_user_speaks_again_starts_a_clause(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "what if I moved there also I would need a visa",
        "would you also I mean could you check the dates",
        "my sister wants a dog also I think she's allergic",
    ],
)
def test_also_before_a_supposition_or_a_question_forms_nothing(text: str) -> None:
    assert not {s for s in subjects(text) if not s.startswith("family:")}, subjects(text)


# -- a pursuit of a past period of life, however long, is history ---------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [("I played piano for like ten years as a kid.", "history:piano"),
     ("I played soccer for 5 years in high school.", "history:soccer")],
)
def test_a_pursuit_kept_up_in_a_past_period_is_history(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


def test_a_pursuit_kept_up_with_no_period_is_experience() -> None:
    assert subjects("I played piano for ten years.") == {"experience:piano"}


# -- an allergy put right by a cleft: "it's sulfa drugs I'm allergic to, not penicillin" ----------------------------

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sorry I misspoke — it's sulfa drugs I'm allergic to, not penicillin. so is amoxicillin fine?",
         {("health:allergy:sulfa", "assert"), ("health:allergy:penicillin", "retract")}),
        ("it's peanuts I'm allergic to, not tree nuts", {("health:allergy:peanut", "assert"),
                                                         ("health:allergy:tree_nut", "retract")}),
        ("it's cats that I'm allergic to", {("health:allergy:cat", "assert")}),
    ],
)
def test_an_allergy_put_right_is_the_one_meant_and_not_the_one_said(text: str, expected: set) -> None:
    assert keyed(text) == expected


def test_the_allergy_put_right_supersedes_the_one_said_before() -> None:
    found = keyed("I'm allergic to penicillin, is amoxicillin ok?",
                  "sorry — it's sulfa drugs I'm allergic to, not penicillin")
    assert ("health:allergy:sulfa", "assert") in found and ("health:allergy:penicillin", "retract") in found


@pytest.mark.parametrize(
    "text",
    [
        "is it cats I'm allergic to?",
        "it's not cats I'm allergic to",
        "maybe it's dust I'm allergic to",
        "it's her I'm allergic to, not him",
        "it's my nephew who's allergic, not her",
        "my son thinks it's cats he's allergic to",
    ],
)
def test_a_cleft_asked_hedged_or_of_a_person_forms_no_allergy(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("health:")}, subjects(text)


def test_a_drug_is_keyed_without_its_class_word() -> None:
    assert subjects("I'm allergic to sulfa drugs.") == {"health:allergy:sulfa"}
    assert subjects("I'm allergic to antibiotics.") == {"health:allergy:antibiotics"}
