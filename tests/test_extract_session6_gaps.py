"""Gaps found in session 6, one section each: what forms, what must not, and what the key looks like."""

from __future__ import annotations

import re

import pytest

from tests.extracting import candidates


def formed(text: str) -> list[tuple[str, str, str]]:
    return [(c.subject, c.polarity, c.statement) for c in candidates(text)]


# -- a relative's health is theirs: the relationship forms, said without it ---------------------------

# What a relative has or had, in any word for it: none of it may reach a key or a statement.
HEALTH = re.compile(r"allerg|diabet|surgery|asthma|autism|dementia|cancer|diagnos|pregnan|heart|hospital|peanut|"
                    r"knee|stroke|condition|leuk", re.IGNORECASE)


@pytest.mark.parametrize(
    ("text", "subject", "statement"),
    [
        ("my son has a peanut allergy", "family:son", "User has a son."),
        ("My son has a peanut allergy — what nut-free snacks can I pack for his school lunch?", "family:son",
         "User has a son."),
        ("my mom was diagnosed with diabetes", "family:mother", "User has a mom."),
        ("My mother was diagnosed with diabetes last year.", "family:mother", "User has a mother."),
        ("my dad had knee surgery", "family:father", "User has a dad."),
        ("My brother has asthma.", "family:brother", "User has a brother."),
        ("my sister is allergic to shellfish, so I cook without it", "family:sister", "User has a sister."),
        ("My husband had a heart attack in 2019.", "family:husband", "User has a husband."),
        ("my wife is pregnant", "family:wife", "User has a wife."),
        ("I have a son with autism.", "family:son", "User has a son."),
        ("I have a daughter who has diabetes.", "family:daughter", "User has a daughter."),
        ("I got a son with a heart condition.", "family:son", "User has a son."),
    ],
)
def test_a_relatives_health_forms_the_relationship_only(text: str, subject: str, statement: str) -> None:
    got = formed(text)
    assert (subject, "assert", statement) in got, got
    for key, _, said in got:
        assert not key.startswith("health:") and not HEALTH.search(key), got
        assert not HEALTH.search(said), got
    assert all(c.sensitivity == "normal" for c in candidates(text) if c.subject == subject)


@pytest.mark.parametrize(
    "text",
    [
        "my late husband had cancer",  # gone: "User has a husband" would be false, and the cancer is his
        "my ex has diabetes",
        "my friend had surgery on my birthday",  # a friend's health says nothing of the user
        "my friend has diabetes",
        "my grandma passed away from cancer",
        "does my son have an allergy?",
        "if my son had an allergy, what would I do?",
    ],
)
def test_a_relatives_health_forms_nothing_it_could_leak_into(text: str) -> None:
    for key, _, said in formed(text):
        assert not HEALTH.search(key) and not HEALTH.search(said), formed(text)


def test_what_took_a_relative_is_not_said_in_the_retraction() -> None:
    assert formed("I lost my dad to cancer") == [("family:father", "retract", "User lost their dad.")]


def test_a_relatives_health_is_cut_from_a_statement_about_the_user() -> None:
    got = formed("I'm a caregiver for my mom who has dementia")
    assert got and all(not HEALTH.search(said) for _, _, said in got), got


def test_the_users_own_health_still_forms() -> None:
    assert [s for s, _, _ in formed("I have a peanut allergy")] == ["health:allergy:peanut"]
    assert "health:diabetes" in [s for s, _, _ in formed("I was diagnosed with diabetes")]


# -- a blanket denial takes back no one belief ------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "I have no disease",
        "I have no diseases.",
        "I have no allergies.",
        "I have no known allergies.",
        "I don't have any allergies",
        "I have no pets",
        "I've got no pets.",
        "I don't own any pets.",
        "I have no health problems.",
        "I have no medical conditions.",
        "I have never had any disease.",
    ],
)
def test_a_blanket_denial_forms_nothing(text: str) -> None:
    assert formed(text) == []


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I don't have a dog anymore.", "pet:dog"),
        ("I have no dog.", "pet:dog"),
        ("I no longer have asthma.", "health:asthma"),
        ("I have no shellfish allergy.", "health:allergy:shellfish"),
        ("I have no kids.", "family:kid"),
    ],
)
def test_a_denial_of_one_thing_takes_it_back(text: str, subject: str) -> None:
    assert [(s, p) for s, p, _ in formed(text)] == [(subject, "retract")]


def test_a_blanket_denial_beside_a_belief_keeps_the_belief() -> None:
    assert [(s, p) for s, p, _ in formed("I have no pets, but I have a son.")] == [("family:son", "assert")]


# -- a key is a clean slug, whatever marks the words came with ---------------------------------------

KEY = re.compile(r"[a-z]+(?:_[a-z]+)*(?::[a-z0-9]+(?:_[a-z0-9]+)*)*")


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I'm a nurse-------", "occupation"),
        ("I'm a teacher :-)", "occupation"),
        ("I love sci-fi", "preference:sci_fi"),
        ("I like Counter-Strike", "preference:counter_strike"),
        ("I love lo-mein", "preference:lo_mein"),
        ("I've been writing C++ for 10 years", "experience:cpp"),
        ("I love Disney+", "preference:disney_plus"),
    ],
)
def test_punctuation_is_no_part_of_a_key(text: str, subject: str) -> None:
    assert subject in [s for s, _, _ in formed(text)], formed(text)
    assert all(KEY.fullmatch(s) for s, _, _ in formed(text)), formed(text)


def test_a_language_written_for_years_is_a_skill_not_a_pastime_whatever_its_marks() -> None:
    assert [s for s, _, _ in formed("I've been writing C++ for 10 years")] == ["experience:cpp"]


def test_a_key_left_without_a_word_forms_nothing() -> None:
    assert formed("I'm a -------") == []


# -- how to address the user, however the instruction starts -----------------------------------------
# A name is stored ("My name is Sam": identity:name); "call me Sam" is how to address the user, a standing
# instruction of its own (preference:address_as), kept apart so a nickname never supersedes the name.

@pytest.mark.parametrize(
    "text",
    ["Just call me Sam.", "Call me Sam", "Please just call me Sam.", "You can call me Sam.",
     "Feel free to call me Sam.", "Just call me Sam. I'm a nurse."],
)
def test_call_me_is_how_to_address_the_user(text: str) -> None:
    assert "preference:address_as" in [s for s, _, _ in formed(text)], formed(text)


def test_a_name_and_how_to_be_called_are_two_beliefs() -> None:
    assert [s for s, _, _ in formed("My name is Samantha. Just call me Sam.")] == [
        "identity:name", "preference:address_as"]
    assert [s for s, _, _ in formed("My name is Sam")] == ["identity:name"]


@pytest.mark.parametrize(
    "text",
    ["Just call me when you're done.", "Just call me tomorrow.", "Can you just call me Sam?",
     "Just call me Ishmael. Best opening line ever.", "she said just call me Sam"],
)
def test_call_me_that_names_no_one_forms_nothing(text: str) -> None:
    assert "preference:address_as" not in [s for s, _, _ in formed(text)], formed(text)


# -- a dislike in a domain of one key is keyed as the liking is ----------------------------------------

@pytest.mark.parametrize(
    "text",
    ["I don't like window seats", "I don't like aisle seats.", "I prefer aisle seats.", "I hate middle seats.",
     "I'm not a fan of window seats.", "I don't enjoy middle seats."],
)
def test_a_seat_liked_or_not_is_the_seat_preference(text: str) -> None:
    assert [s for s, _, _ in formed(text)] == ["preference:seat"], formed(text)


def test_a_dislike_keeps_its_own_words() -> None:
    assert formed("I don't like window seats") == [("preference:seat", "assert", "User doesn't like window seats.")]


def test_what_is_watched_is_no_stable_domain() -> None:
    assert "preference:theme" not in [s for s, _, _ in formed("I don't watch dark mode tutorials")]


# -- a chore liked for how or when it is done is sincere; an ordeal liked is sarcasm -------------------

@pytest.mark.parametrize(
    "text",
    ["I love doing my taxes early", "I like doing my taxes early.",
     "I enjoy doing my taxes early because I get my refund sooner.", "I love filing my taxes myself."],
)
def test_a_chore_liked_plainly_for_how_it_is_done_is_a_preference(text: str) -> None:
    assert [s for s, _, _ in formed(text) if s.startswith("preference:")], formed(text)


@pytest.mark.parametrize(
    "text",
    ["I love spending my Saturday on hold", "I LOVE doing my taxes early", "I really enjoy doing my taxes.",
     "I love doing my taxes", "Oh great, I love doing my taxes early", "Yeah right, I love doing my taxes early",
     "I love doing my taxes early, said no one ever", "I love sitting in traffic early",
     "I love waiting in line at the DMV early"],
)
def test_an_ordeal_or_a_chore_liked_loudly_is_still_sarcasm(text: str) -> None:
    assert not [s for s, _, _ in formed(text) if s.startswith("preference:")], formed(text)
