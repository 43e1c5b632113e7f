"""Constructions common in chat that formed nothing or ran on (found in MSC's turns, session 15): a state held
"right now", a question asked back with one word, what the user does said after what they are with its "I" left
out, a likeness to a relative after a job, "all day" in a key. Each beside the near misses that must not change."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects


def statements(text: str) -> set[str]:
    return {c.statement for c in candidates(text)}


# -- a state held "right now" lasts as one held "now" does; a passing moment still forms nothing --------------------
@pytest.mark.parametrize(("text", "subject"), [
    ("I'm a student right now", "occupation"),
    ("I'm a full time college student right now while my wife supports us", "occupation"),
    ("I'm unemployed at the moment", "occupation"),
    ("I'm single right now", "relationship_status"),
    ("i'm learning Spanish atm", "language:spanish"),
    ("I'm living in Ohio right now", "location:home"),
    ("I work at Burger King right now", "occupation:employer"),
    ("I am active duty right now", "occupation"),
    ("I'm a nurse at present, so nights are rough", "occupation"),
])
def test_a_state_held_right_now_is_held(text: str, subject: str) -> None:
    assert subject in subjects(text), text


@pytest.mark.parametrize("text", [
    "I'm in Paris right now", "I'm tired right now", "I'm drinking coffee right now", "I have a headache right now",
    "I'm watching the Packers game right now", "I'm in Denver at the moment",
    "I'm on my iPhone right now", "I'm so busy at the moment",
])
def test_a_passing_moment_right_now_still_forms_nothing(text: str) -> None:
    assert subjects(text) == set(), text


def test_right_now_leaves_no_mark_on_the_statement() -> None:
    assert statements("I'm a student right now") == {"User is a student."}


def test_what_is_named_in_passing_right_now_is_read_as_before() -> None:
    # a relative or a finance named beside a passing moment is the user's, as without "right now"
    assert subjects("I'm at my mom's right now") == subjects("I'm at my mom's house today") == {"family:mother"}
    assert "finance:credit_score" in subjects("my credit score's only 580 right now")


# -- a question asked back with one word is the listener's ------------------------------------------------------
@pytest.mark.parametrize(("text", "subject", "statement"), [
    ("I am a homemaker you?", "occupation", "User is a homemaker."),
    ("I'm a nurse and you?", "occupation", "User is a nurse."),
    ("I have two dogs you?", "pet:dog", "User has two dogs."),
    ("I have two dogs and u?", "pet:dog", "User has two dogs."),
    ("i live in Ohio u?", "location:home", "User lives in Ohio."),
])
def test_a_question_asked_back_with_one_word(text: str, subject: str, statement: str) -> None:
    found = {c.subject: c.statement for c in candidates(text)}
    assert found.get(subject) == statement, found


@pytest.mark.parametrize("text", [
    "I have a friend that lives near you?", "My dad will take you?", "I love you?", "Can I help you?",
    "Do I know you?", "I'm a nurse like you?", "Should I call you?", "I can not help you",
])
def test_you_as_an_object_is_no_question_back(text: str) -> None:
    assert subjects(text) == set(), text


# -- what the user does after what they are, its "I" left out -------------------------------------------------
@pytest.mark.parametrize(("text", "expected"), [
    ("I'm a vegan and run marathons", {"diet", "activity:marathon"}),
    ("I am a civil engineer and like to build bridges", {"occupation", "preference:building_bridge"}),
    ("I'm retired and live in Florida", {"occupation", "location:home"}),
    ("I'm a nurse but play guitar on weekends", {"occupation", "activity:guitar"}),
    ("I'm a mom of two and have a dog", {"family:kid", "pet:dog"}),
    ("I am vegan but still love chocolate", {"diet", "preference:chocolate"}),
    ("I am a country person and love to fish", {"trait:country_person", "preference:fishing"}),
])
def test_doing_after_being_is_the_users_too(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected, text


def test_each_statement_is_its_own_clause() -> None:
    assert statements("I am a construction worker and work in different sites") >= {"User is a construction worker."}
    assert statements("I am a mailman and have been for about 3 years") == {"User is a mailman."}


@pytest.mark.parametrize(("text", "expected"), [
    ("I'm a writer and editor", {"occupation"}),  # two jobs, no verb after "and"
    ("I'm tired and want to sleep", set()),  # a mood, and no verb of a liking or pursuit
    ("I'm a salt and pepper fan", {"preference:salt_pepper"}),
    ("My sister is a nurse and plays guitar", set()),
])
def test_and_inside_what_the_user_is_splits_nothing(text: str, expected: set[str]) -> None:
    assert {s for s in subjects(text) if not s.startswith("family:")} == expected, text


# -- a likeness to a relative after a job ends the job's phrase ---------------------------------------------------
@pytest.mark.parametrize("text", ["I am an electrician just like my dad.", "I am a nurse like my mom",
                                  "I'm a teacher like my parents", "I'm a carpenter much like my grandfather"])
def test_a_job_like_a_relatives(text: str) -> None:
    assert "occupation" in subjects(text), text


def test_a_likeness_is_not_the_job() -> None:
    assert "occupation" not in subjects("I'm a dad like my own dad was")
    assert ("preference:game", "assert") in keyed("I love games like chess")


# -- "all day", "all night" are when, not what -----------------------------------------------------------------
def test_all_day_is_no_part_of_a_key() -> None:
    assert "activity:netflix" in subjects("I watch Netflix all night")
    assert "occupation:inside" in subjects("i work inside all day")


# -- a way of spending time liked, said with "being" or "meeting" -------------------------------------------------
@pytest.mark.parametrize(("text", "subject"), [
    ("I love meeting new people.", "preference:meeting_new_people"),
    ("I enjoy being active, especially on the weekends.", "preference:active"),
    ("I just love being outdoors!", "preference:outdoor"),
    ("I like being outside", "preference:outside"),
    ("I love being in nature", "preference:nature"),
    ("I do love being on the water", "preference:water"),
    ("I love being by the beach", "preference:beach"),
])
def test_a_way_of_spending_time_is_a_liking(text: str, subject: str) -> None:
    assert subject in subjects(text), text


@pytest.mark.parametrize("text", ["I love being there for you", "I love meeting you", "I love being your friend",
                                  "I hate being late", "I love meeting up with you"])
def test_being_and_meeting_that_point_elsewhere_form_nothing(text: str) -> None:
    assert subjects(text) == set(), text


# -- a doubt, a wish or a plan after the fact is the next clause's, not the fact's -------------------------------
@pytest.mark.parametrize(("text", "subject", "statement"), [
    ("I love to cook but doubt I could make a living at it.", "preference:cooking", "User loves to cook."),
    ("I love hiking but wish I had more time", "preference:hiking", "User loves hiking."),
    ("I play guitar but wonder if I should take lessons", "activity:guitar", "User plays guitar."),
    ("I love baking so when we get together I'll bake you a pie", "preference:baking", "User loves baking."),
    ("I live in Ohio so whenever you visit let me know", "location:home", "User lives in Ohio."),
])
def test_the_fact_before_a_doubt_wish_or_plan(text: str, subject: str, statement: str) -> None:
    assert {c.subject: c.statement for c in candidates(text)}.get(subject) == statement


@pytest.mark.parametrize("text", ["I doubt I love cooking", "I wish I lived in Ohio", "I hope I can play guitar"])
def test_a_doubted_or_wished_fact_still_forms_nothing(text: str) -> None:
    assert subjects(text) == set(), text


def test_an_age_and_an_origin_said_beside_a_state_held_right_now() -> None:
    assert subjects("I'm 24, working in Auckland at the moment") == {"age"}
    assert {"age", "location:origin"} <= subjects("I'm 24, from Utrecht, studying in Leeds right now")


@pytest.mark.parametrize(("text", "subject"), [("I adore our old cat", "pet:cat"), ("I love our dogs", "pet:dog"),
                                               ("I love our kids", "family:kid")])
def test_the_households_pet_or_child_loved_is_theirs(text: str, subject: str) -> None:
    assert subjects(text) == {subject}, text


@pytest.mark.parametrize("text", ["I love our neighbours' dog", "I love my sister's dog", "I love my parents' cat"])
def test_someone_elses_pet_loved_is_no_pet_of_the_users(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("pet:")}, text
