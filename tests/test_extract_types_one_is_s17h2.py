"""Session 17 (helper 2, the twenty-second corpus): types of person (MBTI, temperament, chronotype, star sign) and
pursuits or likings said bare in chat ("ENFP here", "Total night owl, ...", "Huge UFC fan, ...", "As an introvert,
..."), two things the user is said together, and sportspeople named by their sport."""

import pytest

from tests.extracting import candidates, keyed, subjects


def statements(text: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(text)}


@pytest.mark.parametrize(("text", "formed"), [
    ("I'm a Scorpio and an INTJ lol so you can imagine how fun I am at parties.",
     {"identity:scorpio", "identity:intj"}),
    ("I'm a nurse and an introvert", {"occupation", "identity:introvert"}),
    ("I'm a nurse and a mom of two", {"occupation", "family:kid"}),
])
def test_two_things_the_user_is_are_each_their_own(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


def test_each_of_two_is_said_alone() -> None:
    assert statements("I'm a Scorpio and an INTJ") == {"identity:scorpio": "User is a Scorpio.",
                                                       "identity:intj": "User is an INTJ."}


@pytest.mark.parametrize("text", ["I'm a bit tired and a little hungry", "I'm a year and a half into my PhD"])
def test_no_two_things_where_neither_is_one(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize(("text", "formed"), [
    ("ENFP here \U0001f308 and a kindergarten teacher, which tracks honestly.", {"identity:enfp", "occupation"}),
    ("INTP here, and a data analyst", {"identity:intp", "occupation"}),
    ("introvert here, how do I network?", {"identity:introvert"}),
    ("natural bodybuilder here, 14 weeks out from my first show", {"activity:bodybuilding"}),
    ("Huge UFC fan here", {"preference:ufc"}),
    ("ISTP here", {"identity:istp"}),
])
def test_a_type_a_pursuit_or_a_liking_said_with_here(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


@pytest.mark.parametrize(("text", "key"), [
    ("Total night owl, always have been, my brain turns on at 10pm.", "identity:night_owl"),
    ("Huge UFC fan, been watching every card since UFC 100 lol.", "preference:ufc"),
    ("Lifelong introvert, so parties drain me.", "identity:introvert"),
    ("Die-hard Celtics fan.", "preference:celtics"),
])
def test_a_type_or_a_liking_said_bare_with_how_much(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["Big mistake, I know.", "Total disaster, my week.", "Huge relief, honestly.",
                                  "Big mistake here"])
def test_a_bare_phrase_of_how_much_that_names_no_type_forms_nothing(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize(("text", "formed"), [
    ("As an introvert and a highly sensitive person, open offices are genuinely my nightmare.",
     {"identity:introvert", "identity:highly_sensitive_person"}),
    ("As a nurse, I see this all the time.", {"occupation"}),
    ("As an INFJ and a nurse, open-plan wards are my nightmare.", {"identity:infj", "occupation"}),
])
def test_what_the_user_is_said_before_what_they_say_of_themselves(text: str, formed: set[str]) -> None:
    assert formed <= subjects(text)


@pytest.mark.parametrize("text", [
    "As a kid, I loved trains.",
    "As a nurse, she sees this.",
    "User: Great. So as a physician, which antibiotics can I prescribe for myself?",
    "As a nurse, you see everything.",
])
def test_a_past_anothers_or_a_questions_as_forms_no_job_or_type(text: str) -> None:
    assert not {s for s in subjects(text) if s == "occupation" or s.startswith("identity:")}


def test_a_highly_sensitive_person_is_a_type_but_a_morning_person_a_trait() -> None:
    assert keyed("I'm a highly sensitive person") == {("identity:highly_sensitive_person", "assert")}
    assert keyed("I'm a morning person.") == {("trait:morning_person", "assert")}


@pytest.mark.parametrize(("text", "key"), [
    ("I'm a competitive powerlifter", "activity:powerlifting"),
    ("I'm a bodybuilder", "activity:bodybuilding"),
    ("I'm an amateur boxer", "activity:boxing"),
    ("I'm a triathlete", "activity:triathlon"),
])
def test_a_sportsperson_keeps_up_their_sport(text: str, key: str) -> None:
    assert keyed(text) == {(key, "assert")}


def test_a_professional_sportsperson_has_a_job() -> None:
    assert "occupation" in subjects("I'm a professional boxer")
