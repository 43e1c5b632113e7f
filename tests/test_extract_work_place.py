"""Where the user works, named after their job (location:work): "I'm a vet tech at an exotics clinic in Tampa",
"I work in Denver but live in Boulder" (which was keyed as an employer). Said as the job is, in the user's words.
Not a field, a language, a tool, a time or a unit of a hospital ("in Finance", "in Spanish", "in Go", "in May", "in
the ICU"), not where the user lives or was born, and not a remote job's office."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent


def formed(text: str) -> dict[str, str]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return {c.subject: c.statement for c in DeterministicExtractor().extract([event], ExtractionContext())}


@pytest.mark.parametrize(("text", "place"), [
    ("I'm a vet tech at an exotics clinic in Tampa so I see a LOT of iguanas", "Tampa"),
    ("I'm a paramedic working 24/48s in Phoenix.", "Phoenix"),
    ("I work as an auto claims adjuster for Progressive in Columbus", "Columbus"),
    ("I'm a 911 dispatcher in a rural county in Montana, overnights.", "Montana"),
    ("I'm a software engineer in the Bay Area", "Bay Area"),
    ("I'm a nurse in Denver", "Denver"),
    ("I teach English in Japan.", "Japan"),
    ("I own a café in Porto.", "Porto"),
])
def test_the_place_named_after_a_job_is_where_the_user_works(text: str, place: str) -> None:
    found = formed(text)
    assert "occupation" in found and place in found["location:work"]
    assert found["location:work"] == found["occupation"]  # in the user's words, as the job is said


def test_a_place_worked_in_is_no_employer() -> None:
    assert formed("I work in Denver but live in Boulder") == {"location:work": "User works in Denver.",
                                                              "location:home": "User lives in Boulder."}


def test_a_place_worked_in_once_is_no_work_place_now() -> None:
    assert "location:work" not in formed("I worked in Chicago for years")


@pytest.mark.parametrize("text", [
    "I'm a teacher in Spanish", "I'm a nurse in the ICU", "I'm a dev in Go", "I'm a developer in C++",
    "I'm a nurse in May", "I'm a nurse living in Tampa", "I'm a nurse, born in Ohio",
    "I work remotely for a company in Austin", "I'm a data analyst, I work in SQL, Python", "I work in IT",
    "I'm a remote developer for a startup in Berlin", "I'm a pilot in the Air Force", "I'm a medic in the Army",
    "I'm a student in London", "I work for a fintech in London but live in a tiny village in north Wales",
])
def test_a_field_a_language_a_tool_a_time_or_a_home_is_no_work_place(text: str) -> None:
    assert "location:work" not in formed(text)
