"""Pursuits liked one after another are likings each correctable alone: "I love hiking and camping" is a liking of
hiking and one of camping (a later "I don't like camping anymore" takes back the one, not both), as are "reading,
hiking and swimming" and "to cook, run, read poetry". Not split: a liking of things that are not pursuits in turn
("wine and dancing", "cats and dogs"), a thing named by a word in "-ing" ("a rowing machine", "new and interesting
foods"), or a verb followed by no verb ("to dance, now that I'm out of danger", "to build and stuff")."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed


@pytest.mark.parametrize(("text", "subjects"), [
    ("I love hiking and camping", {"preference:hiking", "preference:camping"}),
    ("I enjoy reading, hiking and swimming", {"preference:reading", "preference:hiking", "preference:swimming"}),
    ("I like reading books and playing games", {"preference:reading_book", "preference:playing_game"}),
    ("I like to read and play video games", {"preference:reading", "preference:playing_video_game"}),
    ("I like to cook, run, read poetry", {"preference:cooking", "preference:running", "preference:reading_poetry"}),
])
def test_pursuits_liked_in_turn_are_likings_each(text: str, subjects: set[str]) -> None:
    assert keyed(text) == {(subject, "assert") for subject in subjects}


def test_each_liking_says_its_own_pursuit() -> None:
    assert sorted(c.statement for c in candidates("I love hiking and camping")) == [
        "User loves camping.", "User loves hiking."]


def test_one_liking_taken_back_leaves_the_other() -> None:
    assert keyed("I love hiking and camping", "I don't like camping anymore") >= {
        ("preference:hiking", "assert"), ("preference:camping", "assert")}
    assert ("preference:hiking", "assert") not in keyed("I don't like camping anymore")


@pytest.mark.parametrize(("text", "subject"), [
    ("I like wine and dancing", "preference:wine_dancing"),
    ("I like cats and dogs", "preference:cat_dog"),
    ("I love doing the treadmill and rowing machine", "preference:doing_treadmill_rowing"),
    ("I do like to try new and interesting foods", "preference:trying_new_interesting"),
    ("I love to dance, now that I am out of danger", "preference:dancing"),
    ("I like to build and stuff", "preference:building"),
    ("I love a good comedian, making me laugh", "preference:good_comedian"),
])
def test_what_is_no_pursuit_in_turn_stays_one_liking(text: str, subject: str) -> None:
    assert keyed(text) == {(subject, "assert")}


@pytest.mark.parametrize("text", [
    "Do you like hiking and camping?",
    "My brother loves hiking and camping",
    "If I had time I'd love hiking and camping",
])
def test_no_liking_from_a_question_or_someone_else(text: str) -> None:
    assert {s for s, _ in keyed(text)} & {"preference:hiking", "preference:camping"} == set()
