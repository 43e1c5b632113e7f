"""Session 15, helper h4: a value put right in the same breath with more said after it, a job put into the past
("well, was, I retired"), a request said as a wish after "so", an emoji before a question opened on its verb, and a
reason or what the user is said before the question it is given for."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects


@pytest.mark.parametrize(("text", "key", "said"), [
    ("I'm 34, no wait 35, birthday was on tuesday. Is that too late for a pension?", ("age", "assert"), "35"),
    ("we have two cats, sorry three, forgot the kitten lol", ("pet:cat", "assert"), "three"),
    ("I have 2 kids, sorry, 3, and a dog.", ("family:kid", "assert"), "3"),
    ("I live in Austin, wait, no, in Round Rock, near the mall.", ("location:home", "assert"), "Round Rock"),
])
def test_a_value_put_right_with_more_after_it_is_the_new_value(text: str, key: tuple[str, str], said: str) -> None:
    found = [c for c in candidates(text) if (c.subject, c.polarity) == key]
    assert found and said in found[0].statement


def test_a_value_put_right_keeps_the_old_one_out_of_the_statement() -> None:
    assert all("34" not in c.statement for c in candidates("I'm 34, sorry, 35, just had my birthday."))


def test_an_apology_after_a_claim_is_no_new_value() -> None:
    assert all("rant" not in c.subject for c in candidates("I have two dogs, sorry for the rant, anyway."))


@pytest.mark.parametrize("text", [
    "I'm a teacher, well, was, I retired in June after 32 years.",
    "I'm a nurse, well, was.",
    "I'm an engineer, or was, before the layoffs hit.",
])
def test_a_job_put_into_the_past_is_a_former_job_not_an_occupation(text: str) -> None:
    found = candidates(text)
    assert not any(c.subject == "occupation" and ("is a" in c.statement or "is an" in c.statement) for c in found)


@pytest.mark.parametrize(("text", "key"), [
    ("I'm a teacher, well, was, I retired in June after 32 years.", "history:teacher"),
    ("I'm a nurse, well, was.", "history:nurse"),
])
def test_a_job_put_into_the_past_reads_as_was(text: str, key: str) -> None:
    assert key in subjects(text)


def test_a_claim_put_into_the_past_without_a_job_forms_nothing_of_now() -> None:
    assert ("location:home", "assert") not in keyed("I live in Denver, or used to, it's complicated.")
    assert ("pet:dog", "assert") not in keyed("I have a dog, or had, he died in May.")


@pytest.mark.parametrize(("text", "key"), [
    ("I'm vegetarian btw so protein ideas would help too", "diet"),
    ("I'm a nurse so any tips would be great", "occupation"),
    ("I live in Leeds so a walk nearby would be nice", "location:home"),
])
def test_a_request_said_as_a_wish_after_so_does_not_hedge_the_fact(text: str, key: str) -> None:
    assert key in subjects(text)


def test_a_wish_after_so_in_a_supposition_forms_nothing() -> None:
    assert not candidates("If I were vegan, so protein ideas would help")


def test_an_emoji_before_a_question_on_its_verb_ends_the_statement() -> None:
    assert "age" in subjects("I'm 34, no wait 35, birthday was on tuesday \U0001f648 is that too late to start?")
    # an emoji inside a clause keeps it whole
    assert "pet:cat" in subjects("my cat \U0001f431 is called Milo")


@pytest.mark.parametrize(("text", "key"), [
    ("Since I'm allergic to penicillin, what would a GP normally give me instead?", "health:allergy:penicillin"),
    ("Because I'm lactose intolerant, which cheeses can I still eat?", "health:lactose_intolerance"),
    ("Seeing as I'm vegan, how do I get enough iron?", "diet"),
    ("As a type 1 diabetic, is it actually safe for me to try a 24 hour fast?", "health:type_1_diabetes"),
    ("As an ICU nurse, how do I cope with night shifts?", "occupation"),
    ("As a vegan, can I eat honey?", "diet"),
])
def test_a_reason_or_what_the_user_is_said_before_the_question_is_theirs(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", [
    "As a nurse, what would you do?",  # may ask the listener to play one
    "As a kid, should I have been allowed to?",
    "As a result, should I quit?",
    "Since I was a kid, what has changed?",
    "If I went vegan, would I need B12?",
    "Since I'm going vegan, should I take B12?",
    "What would a 60 year old retired teacher in Leeds do for fun? It's for a character in a radio play.",
    "As a vegan, what would you cook for a dinner party?",
])
def test_a_question_with_no_fact_of_the_user_before_it_forms_nothing(text: str) -> None:
    assert not [c for c in candidates(text) if c.subject.startswith(("health", "diet", "occupation", "age"))]


@pytest.mark.parametrize(("text", "key"), [
    ("I run Arch on my personal laptop and my work machine is an M2 MacBook Pro.", "os:arch"),
    ("I run Arch on my personal laptop and my work machine is an M2 MacBook Pro.", "device:macbook_pro_m2"),
    ("I have a Pixel 8 and my laptop is a ThinkPad X1", "device:thinkpad_x1"),
    ("my work laptop is a ThinkPad X1", "device:thinkpad_x1"),
    ("My daily driver is a Pixel 8", "device:pixel"),  # a phone, by its model, not a car
    ("My daily driver is a Honda Civic.", "vehicle:honda_civic"),
    ("I have an M1 MacBook Pro", "device:macbook_pro_m1"),
    ("I have a MacBook Pro M1", "device:macbook_pro_m1"),
])
def test_a_system_run_and_the_users_other_machine_by_its_model(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", [
    "I run Arch on my personal laptop",
    "I run Arch on my personal laptop (yes really, btw) and my work machine is an M2 MacBook Pro.",
])
def test_a_system_run_is_no_pursuit(text: str) -> None:
    assert not any(s.startswith("activity:") for s in subjects(text))


@pytest.mark.parametrize("text", [
    "my work machine is slow",
    "My work is a Nightmare lately",
    "my sister's laptop is a MacBook Air",
    "If I sold my car and my bike is a Trek",
])
def test_a_machine_not_named_by_a_model_or_someone_elses_forms_no_device(text: str) -> None:
    assert not any(s.startswith(("device:", "vehicle:")) for s in subjects(text))


@pytest.mark.parametrize(("text", "said"), [
    ("I have a severe peanut allergy (carry two EpiPens). Going to Thailand.", "User has a severe peanut allergy."),
    ("I run Ubuntu on my desktop (yes really, btw) and I love it.", "User runs Ubuntu on their desktop."),
])
def test_a_bracketed_aside_cut_before_its_close_is_left_out_of_the_statement(text: str, said: str) -> None:
    assert said in {c.statement for c in candidates(text)}


def test_a_bracketed_aside_closed_stays_in_the_statement() -> None:
    assert "User has a dog (a lab)." in {c.statement for c in candidates("I have a dog (a lab) and a cat")}
