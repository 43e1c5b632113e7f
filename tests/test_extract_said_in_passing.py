"""A word said in passing after who the user is, "too", "myself", "irl", leaves the noun phrase as it was: "I'm a
nurse too" is a job, as "I'm a nurse" is (it was read as an identity named "nurse", or "nurse_irl")."""

from __future__ import annotations

import pytest

from tests.extracting import keyed, subjects


@pytest.mark.parametrize("text", ["I'm a nurse too.", "I'm a nurse myself.", "I'm a nurse irl.",
                                  "I'm a nurse in real life.", "I'm a software engineer too, so I get it."])
def test_a_job_said_with_a_word_in_passing_is_a_job(text: str) -> None:
    assert subjects(text) == {"occupation"}


def test_a_job_of_the_past_said_with_a_word_in_passing_is_the_users_history() -> None:
    assert subjects("I'm actually a retired homicide detective myself, so keep it realistic.") == {
        "history:homicide_detective", "occupation"}  # (retirement is what the user does now: session 21)


def test_other_things_said_with_a_word_in_passing_keep_their_keys() -> None:
    assert keyed("I'm a mom too.") == {("family:kid", "assert")}
    assert subjects("I'm a huge Arsenal fan too.") == {"preference:arsenal"}
    assert subjects("I'm a vegetarian too.") == {"diet"}


@pytest.mark.parametrize("text", ["Me too.", "I'm too tired.", "I'm a nurse? Me too?", "Is she a nurse too?"])
def test_near_misses_form_nothing(text: str) -> None:
    assert subjects(text) == set()
