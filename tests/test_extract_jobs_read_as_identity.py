"""Jobs the rules read as who the user is (identity:bank_teller, identity:pro_wrestler) are jobs: a teller, a broker,
a salesperson, a town planner, and a wrestler or a streamer paid for it; unpaid, a wrestler wrestles. And what is no
one's identity: a liking said as the kind of person one is ("a coffee kind of girl"), "a part of the Army"."""

from __future__ import annotations

import pytest

from tests.extracting import keyed


@pytest.mark.parametrize(("text", "subject"), [
    ("I'm a bank teller", "occupation"),
    ("I am a broker working in upper Manhattan", "occupation"),
    ("I'm a stockbroker", "occupation"),
    ("I'm a good salesperson", "occupation"),
    ("I am a town planner", "occupation"),
    ("I am a pro wrestler", "occupation"),
    ("I'm a professional streamer", "occupation"),
    ("I am a wrestler", "activity:wrestling"),
])
def test_a_job_named_is_an_occupation(text: str, subject: str) -> None:
    assert subject in {s for s, _ in keyed(text)}


@pytest.mark.parametrize("text", [
    "My brother is a bank teller",
    "Is a broker worth it?",
    "If I were a pro wrestler I'd be rich",
])
def test_no_job_of_someone_else_or_a_question(text: str) -> None:
    assert "occupation" not in {s for s, _ in keyed(text)}


@pytest.mark.parametrize(("text", "expected"), [
    ("I am an ice cream and ice water kind of guy", {("preference:ice_cream", "assert")}),
    ("I'm a coffee kind of girl", {("preference:coffee", "assert")}),
    ("I'm a meat and potatoes type of guy", {("preference:meat", "assert")}),
    ("I am still a part of the Canadian Army", set()),
    ("I am a product of extensive practice", set()),
    ("Are you a coffee kind of girl?", set()),
])
def test_a_liking_said_as_the_kind_of_person_one_is_and_no_identity_of_a_part(text: str, expected: set) -> None:
    assert keyed(text) == expected


def test_someone_elses_kind_is_theirs() -> None:
    assert keyed("My husband is a meat and potatoes kind of guy") == {("family:husband", "assert")}
