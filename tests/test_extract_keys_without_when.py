"""A key names what a belief is about, never when or how often it holds, nor the examples given of it: "softball years
ago" is softball, "Spain a couple of times" Spain, "cooking shows all the time" cooking shows, "3x a week" no part of
swimming, "seafood like shrimp" seafood. And a liking said with "to" is keyed as the same liking said with "-ing":
"I like to spend time with my cats" and "I love spending time with family" are one liking of spending time, so a
restated liking is a duplicate, not a second belief."""

from __future__ import annotations

import pytest

from tests.extracting import keyed


@pytest.mark.parametrize(("text", "subject"), [
    ("I played softball years ago", "activity:softball"),
    ("I visited Seville a couple of years ago", "experience:seville"),
    ("I also visited the United States a few years back", "experience:united_states"),
    ("I've been to Spain a couple of times", "experience:spain"),
    ("I've watched the UK version a number of times", "experience:uk_version"),
    ("I've been to a few Angels games over the years", "experience:angels_game"),
    ("I watch cooking shows all the time", "activity:cooking_show"),
    ("I like to go to a couple concerts a year", "preference:concert"),
    ("I like going to the gym most days", "preference:gym"),
    ("I still run 3x a week", "activity:running"),
    ("I swim 2x a week at the Y", "activity:swimming"),
])
def test_when_or_how_often_is_no_part_of_a_key(text: str, subject: str) -> None:
    assert keyed(text) == {(subject, "assert")}


@pytest.mark.parametrize(("text", "subject"), [
    ("I love simulation games like The Sims", "preference:simulation_game"),
    ("I prefer stuff from artists like the Beatles and Billy Joel", "preference:artist"),
    ("I like to go with a very mild fish like cod", "preference:mild_fish"),
    ("I mostly play shooter games like call of duty and fortnite", "activity:shooter_game"),
])
def test_examples_given_after_like_are_no_part_of_a_key(text: str, subject: str) -> None:
    assert keyed(text) == {(subject, "assert")}


@pytest.mark.parametrize(("said_with_to", "said_with_ing", "subject"), [
    ("I like to spend time with my family", "I love spending time with my family", "preference:spending_time"),
    ("I love to try new food", "I love trying new food", "preference:trying_new_food"),
    ("I like to bake bread", "I like baking bread", "preference:baking_bread"),
    ("I like to shop", "I like shopping", "preference:shopping"),
    ("I love to tie flies", "I love tying flies", "preference:tying_fly"),
])
def test_a_liking_said_with_to_is_keyed_as_said_with_ing(said_with_to: str, said_with_ing: str, subject: str) -> None:
    assert subject in {s for s, _ in keyed(said_with_to)}
    assert subject in {s for s, _ in keyed(said_with_ing)}


@pytest.mark.parametrize(("text", "subject"), [
    ("I like to go to concerts", "preference:concert"),
    ("I like to do yard work", "preference:yard_work"),
])
def test_a_liking_of_where_one_goes_or_what_one_does_is_keyed_on_that(text: str, subject: str) -> None:
    assert keyed(text) == {(subject, "assert")}


def test_a_four_by_four_is_no_count_of_times() -> None:
    assert keyed("I have a 4x4 truck") == {("vehicle:4x4_truck", "assert")}


@pytest.mark.parametrize(("text", "expected"), [
    ("I am a 20 year old male", {("age", "assert")}),
    ("I'm a 56 year old lady", {("age", "assert")}),
    ("I'm a male 45 year old", {("age", "assert")}),
    ("I'm a 35-year-old dad", {("age", "assert")}),
    ("I'm a 30 year old nurse", {("occupation", "assert"), ("age", "assert")}),
    ("My sister is a 20 year old girl", {("family:sister", "assert")}),
    ("Are you a 20 year old male?", set()),
])
def test_a_person_said_with_their_age_is_the_users_age(text: str, expected: set) -> None:
    assert keyed(text) == expected
