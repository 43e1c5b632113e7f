"""Work said in the simple past is a former job ("I worked as a nurse for 10 years" is history:nurse, as "I was a nurse
for 10 years" is), keyed on the job, the employer or the line of work; a place worked in once ("I worked in Chicago
for years") and a place worked in a day ("I worked in the garden all day") form nothing; work said of this week or
this shift ("I worked at the hospital all weekend") is the job the user has. And "IT" in capitals is the field of
work, never the pronoun."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed


@pytest.mark.parametrize(("text", "subject"), [
    ("I worked as a nurse for 10 years", "history:nurse"),
    ("I worked as a lifeguard in high school", "history:lifeguard"),
    ("I worked as a barista at Starbucks", "history:barista"),
    ("I worked at Google for 5 years before I joined Meta", "history:google"),
    ("I worked at a bakery in high school", "history:bakery"),
    ("I worked for a bridal shop altering dresses for weddings", "history:bridal_shop"),
    ("I worked in retail for years", "history:retail"),
    ("I worked in construction previously", "history:construction"),
    ("I worked in the restaurant industry for a decade", "history:restaurant_industry"),
    ("I worked in IT for 20 years before retiring", "history:it"),
])
def test_work_said_in_the_past_is_a_former_job(text: str, subject: str) -> None:
    assert keyed(text) == {(subject, "assert")}


def test_a_former_job_keeps_the_users_words() -> None:
    assert [c.statement for c in candidates("I worked as a nurse for 10 years before I retired")] == [
        "User worked as a nurse for 10 years before they retired.", "User is retired."]


@pytest.mark.parametrize("text", [
    "I worked in Chicago for years",
    "I worked in the garden all day",
    "I worked in Austin before moving here",
])
def test_a_place_worked_in_is_no_line_of_work(text: str) -> None:
    assert keyed(text) == set()


@pytest.mark.parametrize(("text", "subject"), [
    ("I worked at the hospital all weekend", "occupation:employer"),
    ("I worked as a nurse for 10 years", "history:nurse"),
    ("I've worked as a nurse for 10 years", "experience:nurse"),
    ("I work as a nurse", "occupation"),
    ("I still work as a nurse", "occupation"),
])
def test_work_of_this_week_or_still_done_is_the_users_job(text: str, subject: str) -> None:
    assert keyed(text) == {(subject, "assert")}


@pytest.mark.parametrize(("text", "expected"), [
    ("I work in IT", {("occupation:employer", "assert")}),
    ("I work in IT at a bank", {("occupation:employer", "assert"), ("occupation", "assert")}),
    ("I worked as a nurse for 10 years before switching to IT", {("history:nurse", "assert")}),
    ("I love it", set()),
    ("I sold it", set()),
])
def test_it_in_capitals_is_the_field_and_in_lower_case_the_pronoun(text: str, expected: set) -> None:
    assert keyed(text) == expected
