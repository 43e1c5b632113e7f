"""Facts the fourth blind corpus missed, as general behaviour: each section names why the fact was lost
(a gate reading more than the fact's own clause, or a phrasing no rule read) and keeps the negatives beside it."""

from __future__ import annotations

import pytest

from tests.extracting import candidates


def subjects(*texts: str) -> list[str]:
    return [c.subject for c in candidates(*texts)]


# -- a dash before the user's own clause ends the clause before it ------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Just give me the fix as a diff, no explanations please \u2014 I'm vegan.", "diet"),
        ("Work at the lab is intense \u2014 I'm a nurse.", "occupation"),
        ("Our team uses tabs for indentation \u2013 I live in Leeds.", "location:home"),
    ],
)
def test_a_dash_before_the_users_clause_ends_the_clause_before(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm 34 \u2014 wait, no, I keep forgetting.",
        "Could you help \u2014 I'm vegan?",
        "If we move \u2014 I live in Leeds, would that change things?",
    ],
)
def test_a_dash_keeps_the_sentences_question_and_supposition(text: str) -> None:
    assert not [s for s in subjects(text) if s in ("age", "diet", "location:home")], subjects(text)


# -- an emoji between two sentences ends the first ----------------------------------------------------------------

def test_an_emoji_ends_a_sentence() -> None:
    assert "pet:cat" in subjects("i adopted a cat last month \U0001f605 How do I introduce them safely?")
    assert "diet" in subjects("i'm vegan \U0001f331 what should i eat before leg day?")


def test_an_emoji_inside_a_question_keeps_it_one() -> None:
    assert not subjects("do you think i'm vegan \U0001f914 or just picky?")
    assert not subjects("should I adopt a cat \U0001f605 or a rabbit?")


# -- an activity kept up since a date or for years: the experience, keyed on what is done ---------------------------

@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("I've been playing guitar since 2015.", {"experience:guitar", "activity:guitar"}),
        ("bro i've been playing valorant since like 2020", {"experience:valorant", "activity:valorant"}),
        ("i've been lifting 4x a week since january", {"experience:lifting", "activity:lifting"}),
        ("I've been writing Rust for 8 years.", {"experience:rust"}),
        ("I have played the organ at our parish church every Sunday since 1974.", {"experience:organ"}),
    ],
)
def test_an_activity_kept_up_since_a_date(text: str, keys: set[str]) -> None:
    assert keys <= set(subjects(text)), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "Have I been playing guitar since 2015?",
        "If I'd been playing guitar since 2015 I'd be good by now.",
        "My son has been playing guitar since 2015.",
        "I've been waiting since 9am.",
        "I've been sick since Monday.",
        "I've been feeling down since January.",
        "I've been thinking about it since last week.",
    ],
)
def test_no_experience_from_a_question_another_or_a_state(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith(("experience:", "activity:"))], subjects(text)


# -- a job said with a place or a field after it ---------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I'm a postdoc in structural biology.",
        "I'm a QA engineer there.",
        "I finally quit my old job and started as a UX designer at a small startup in March.",
    ],
)
def test_a_job_with_a_place_after_it(text: str) -> None:
    assert "occupation" in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text", ["Is he a QA engineer there?", "My wife is a postdoc there.", "She started as a UX designer."]
)
def test_no_job_of_anothers(text: str) -> None:
    assert "occupation" not in subjects(text)


def test_eating_a_food_again_is_no_activity() -> None:
    assert not [s for s in subjects("I started eating fish again a couple of months ago.")
                if s.startswith("activity:")]


def test_eating_meat_again_is_a_diet() -> None:
    assert subjects("I started eating meat again.") == ["diet"]
    assert "diet" not in subjects("My brother started eating meat again.")


# -- a device named as the user's own, in a clause about what happened to it ---------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("My Samsung Galaxy S23 has been stuck in a boot loop since the update that was pushed last night.",
         "device:samsung_galaxy_s23"),
        ("My Kindle Paperwhite (11th gen) froze on the home screen after syncing last night.",
         "device:kindle_paperwhite"),
        ("I brought my 2019 Mazda 3 in on Monday for an oil change and your technician left the cap loose.",
         "vehicle:mazda_3"),
        ("I'm on a cheap Motorola and honestly couldn't be happier.", "device:motorola"),
    ],
)
def test_a_device_named_in_what_happened_to_it(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "Did my Samsung Galaxy S23 get the update last night?",
        "If my Kindle Paperwhite froze last night, what would you do?",
        "My sister's Kindle Paperwhite froze last night.",
        "Your Samsung Galaxy S23 froze last night, you said.",
        "I might buy a Mazda 3 on Monday.",
        "I'm on a call with Motorola support right now.",
    ],
)
def test_no_device_from_a_question_a_supposition_or_anothers(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith(("device:", "vehicle:"))], subjects(text)


@pytest.mark.parametrize("text", ["My Mazda dealer called yesterday.", "I'm on a Motorola call.",
                                  "My Honda service plan ran out."])
def test_a_make_before_another_noun_is_no_car_or_device(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith(("device:", "vehicle:"))], subjects(text)


# -- a pasted log or code names a secret's field, not a secret ----------------------------------------------------

PASTED_LOG = ("we're on Postgres 15, and I'm running this from my MacBook:\n```\nsqlalchemy.exc.OperationalError: "
              "FATAL:  password authentication failed for user \"svc\"\n```\nit works from my teammate's box.")


def test_a_secrets_name_in_a_pasted_log_voids_nothing() -> None:
    assert {"database:postgres", "device:macbook"} <= set(subjects(PASTED_LOG))


@pytest.mark.parametrize(
    "text",
    [
        "I'm running this from my MacBook:\n```\nDB_PASSWORD=hunter2\n```",
        "I'm running this from my MacBook:\n```\npassword: hunter2\n```",
        "I'm running this from my MacBook:\n```\nkey = sk-abcdefghijklmnopqrstuvwx\n```",
        "I'm running this from my MacBook, my password is hunter2.",
    ],
)
def test_a_secret_in_pasted_code_still_voids_the_message(text: str) -> None:
    assert not subjects(text)


# -- context given before a paste is the user's own ----------------------------------------------------------------

def test_context_before_a_paste_is_the_users_own() -> None:
    text = ("quick context before I paste: the team decided to migrate off Redux. I'm in Neovim, so the line numbers "
            "below are from there.\n```ts\nconst x = 1\n```\nwhy does it rerender?")
    assert "preference:editor" in subjects(text)


def test_a_pasted_text_after_its_lead_in_stays_foreign() -> None:
    assert not subjects("Can you proofread this before I paste it: I'm a nurse and I live in Leeds.")


# -- the editor and the system a user works in ---------------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("I'm in Neovim.", {"preference:editor"}),
        ("I'm on Windows 11 with WSL2 and VS Code.", {"os:windows", "preference:editor"}),
        ("I'm on macOS.", {"os:macos"}),
    ],
)
def test_the_editor_and_system_worked_in(text: str, keys: set[str]) -> None:
    assert set(subjects(text)) == keys


@pytest.mark.parametrize("text", ["Am I in Neovim?", "My boss is on Windows 11.", "If I were on Windows, what then?"])
def test_no_editor_or_system_from_a_question_or_anothers(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith(("os:", "preference:", "location:"))], subjects(text)


# -- another's clause after a comma is judged apart ----------------------------------------------------------------

def test_anothers_clause_after_the_users_fact_voids_nothing() -> None:
    got = candidates("Now, to my question: I have played the organ every Sunday since 1974, and the vicar has asked "
                     "me to learn something new for Easter.")
    assert "experience:organ" in [c.subject for c in got]
    assert all("vicar" not in c.statement for c in got)


def test_a_hedge_of_the_users_own_clause_still_voids() -> None:
    assert not subjects("I might have played the organ since 1974, and the vicar has asked me to learn more.")


# -- a relative or a pet named in passing: the user has them, whatever they did -----------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("our son Theo was born in August!", "family:son"),
        ("me and my gf hit 3 yrs today \U0001f979 what's a cute date idea?", "family:girlfriend"),
        ("It's the prescription renal food for my two cats.", "pet:cat"),
        ("I live on my own in a bungalow, with only my little dog Pepper for company.", "pet:dog"),
    ],
)
def test_a_relative_or_pet_named_in_passing(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "My ex husband got remarried last year.",
        "My late husband loved this song.",
        "Does my sister need a visa?",
        "If my sister gets engaged, what should I buy?",
        "My friend's sister got engaged last weekend.",
        "Her husband went back to work.",
        "My sister might get a cat.",
        "'My husband went back to work,' she said.",
        "My future husband will love this.",
        "Our cat hated the builders.",
        "My friend's baby was born in August.",
        "I cooked for my friend's cats.",
        "I am watching a film with my wife.",
    ],
)
def test_no_relative_from_a_question_a_supposition_or_anothers(text: str) -> None:
    got = subjects(text)
    assert not [s for s in got if s.startswith(("family:", "pet:"))], got


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        # a relative's own doing is theirs, but the user has them (as the fourth corpus's life updates label it)
        ("My sister got engaged last weekend.", "family:sister"),
        ("My husband went back to work after two weeks.", "family:husband"),
    ],
)
def test_a_relatives_own_doing_forms_the_relationship_only(text: str, subject: str) -> None:
    assert subjects(text) == [subject]


def test_anothers_diet_is_not_the_users() -> None:
    assert "diet" not in subjects("my daughter went vegan last year")


# -- home, origin, diet, age and jobs said in other words ------------------------------------------------------------

@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm renting a flat in Leeds now, which is SO much cheaper.", "location:home"),
        ("I rent an apartment in Montreal.", "location:home"),
        ("I was brought up in Lancashire on a diet of pies and puddings.", "location:origin"),
        ("My fianc\u00e9 is Nigerian and I'm Scottish, so we'd love to blend both.", "location:origin"),
        ("I also went fully vegetarian in January.", "diet"),
        ("I went vegan last year.", "diet"),
        ("I turned 35 in March.", "age"),
        ("i'm a barista and my breaks are like 10 min max", "occupation"),
    ],
)
def test_home_origin_diet_age_and_job_in_other_words(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "Should I rent a flat in Leeds?",
        "If I'm renting a flat in Leeds, what's a fair price?",
        "My sister is renting a flat in Leeds.",
        "I'm renting a car in Leeds for the weekend.",
        "Was I brought up in Lancashire?",
        "My daughter went vegan last year.",
        "I went vegan for a week once.",
        "My son turned 35 in March.",
        "I turned the oven off.",
        "I'm Scottish dancing tonight.",
    ],
)
def test_no_home_origin_diet_or_age_from_a_question_or_anothers(text: str) -> None:
    got = subjects(text)
    assert not [s for s in got if s in ("location:home", "location:origin", "diet", "age")], got


# -- a thing traded in for another, a pet no longer had ------------------------------------------------------------

def test_a_car_traded_in_for_another() -> None:
    got = {(c.subject, c.polarity) for c in candidates("We traded in my little Mini for a Skoda Octavia estate.")}
    assert {("vehicle:mini", "retract"), ("vehicle:skoda_octavia", "assert")} <= got, got


def test_no_dog_anymore() -> None:
    got = {(c.subject, c.polarity) for c in candidates("We had to put Max down last week, so we don't have a dog "
                                                     "anymore.")}
    assert ("pet:dog", "retract") in got, got
    assert "pet:dog" not in [c.subject for c in candidates("My parents don't have a dog anymore.")]


# -- a preferred answer style said as a preference, an allergen before "allergy", a liking without its subject --------

@pytest.mark.parametrize(
    "text",
    [
        "I should much prefer that you write to me in proper full sentences, without bullet points or emoji faces.",
        "I'd prefer you answer in plain English.",
        "I would prefer that you keep answers short.",
    ],
)
def test_a_preferred_answer_style(text: str) -> None:
    assert subjects(text) == ["preference:answer_style"]


@pytest.mark.parametrize(
    "text",
    [
        "Would you prefer that I write in bullet points?",
        "My boss would prefer that you keep answers short.",
        "If I'd prefer you answer in plain English, how do I say so?",
        "I'd prefer you book the table for eight.",
    ],
)
def test_no_answer_style_from_a_question_anothers_or_a_request(text: str) -> None:
    assert "preference:answer_style" not in subjects(text)


def test_an_allergen_before_allergy() -> None:
    assert "health:allergy:peanut" in subjects("I have a severe peanut allergy.")
    assert "health:allergy:peanut" in subjects("I ordered the nut-free box because I have a severe peanut allergy.")
    assert not [s for s in subjects("My son has a severe peanut allergy.") if s.startswith("health:")]
    assert not [s for s in subjects("Do I have a peanut allergy?") if s.startswith("health:")]


def test_obsessed_without_a_subject() -> None:
    assert "preference:matcha" in subjects("lowkey obsessed w matcha. i get an iced one every single morning")
    assert not subjects("obsessed with him, honestly")


# -- kept up, retired since, a move dated by how long ago, the household's pets and children ------------------------

@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("I have played the organ at our parish church every Sunday since 1974.",
         {"experience:organ", "activity:organ"}),
        ("Since then I've kept running about 40 km a week.", {"activity:running"}),
        ("I have been retired since 2009.", {"occupation"}),
        ("It's been six months since I moved to Montreal.", {"location:home"}),
        ("We have two boys in elementary school and a big dog.", {"family:son", "pet:dog"}),
        ("we adopted a second cat AND a rabbit this weekend \U0001f605 How do I introduce them?",
         {"pet:cat", "pet:rabbit"}),
        ("I started pottery classes on Thursday evenings.", {"activity:pottery"}),
        ("I'm a single dad so it's just me organising.", {"relationship_status"}),
    ],
)
def test_kept_up_retired_moved_and_household(text: str, keys: set[str]) -> None:
    assert keys <= set(subjects(text)), subjects(text)


@pytest.mark.parametrize(
    "text",
    [
        "Have we kept running since the spring?",
        "It's been six months since my sister moved to Montreal.",
        "Has it been six months since I moved to Montreal?",
        "We have a meeting at noon.",
        "We have two options: a cat or a dog.",
        "If we adopted a cat, would the dog mind?",
        "My parents have been retired since 2009.",
    ],
)
def test_no_household_or_move_from_a_question_or_anothers(text: str) -> None:
    got = subjects(text)
    assert not [s for s in got if s.startswith(("pet:", "family:", "location:", "activity:", "occupation"))], got


def test_the_households_cat() -> None:
    assert [s for s in subjects("We have one cat, a very shy tabby.") if s.startswith("pet:cat")]


def test_a_single_dad_has_no_dad() -> None:
    assert "family:dad" not in subjects("I'm a single dad so it's just me organising.")


# -- the user's own reason after their clause is no gate on it ------------------------------------------------------

def test_the_reasons_words_do_not_void_the_clause_it_explains() -> None:
    got = {(c.subject, c.polarity) for c in candidates(
        "I sold my Civic last month since I work from home now and barely drove it.")}
    assert ("vehicle:civic", "retract") in got, got


@pytest.mark.parametrize("text", ["Did I sell my Civic since I moved?", "If I sold my Civic since I moved, so what?"])
def test_a_reason_opens_no_question_or_other_sense(text: str) -> None:
    assert not [s for s in subjects(text) if s.startswith(("vehicle:", "location:"))], subjects(text)


def test_a_fiance_spelled_with_its_accent() -> None:
    assert "family:fiance" in subjects("My fianc\u00e9 is Nigerian and I'm Scottish.")


def test_a_language_written_for_years_is_experience_not_a_pastime() -> None:
    assert subjects("I've been writing Rust for 8 years.") == ["experience:rust"]
