"""Session 20: conditions said in a list, and what was won or visited keyed without how or what came next.

- "I have long covid and POTS", "asthma, eczema and a peanut allergy", "type 2 diabetes and high blood pressure",
  "sleep apnea and GERD", "rheumatoid arthritis plus fibromyalgia": each condition is its own belief, correctable
  alone (only the first formed, keyed on the first, with a statement of all of them);
- what the user does about a condition is no second one ("sleep apnea and use a CPAP every night", "asthma and take
  an inhaler"), nor is a relative's condition ("asthma and my son has eczema"), nor a consequence ("asthma, so I
  can't run far");
- "I won a Kindle playing bingo" is `achievement:kindle`, "I won homecoming queen and went to the park" is
  `achievement:homecoming_queen`, "I visited a skate park and watched ..." `experience:skate_park`."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.models import MemoryCandidate


def formed(text: str) -> list[MemoryCandidate]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return DeterministicExtractor().extract([event], ExtractionContext())


@pytest.mark.parametrize(("text", "expected"), [
    ("I have long covid and POTS.", {("health:long_covid", "User has long covid."), ("health:pots", "User has POTS.")}),
    ("I have asthma, eczema and a peanut allergy.", {
        ("health:asthma", "User has asthma."), ("health:eczema", "User has eczema."),
        ("health:allergy:peanut", "User has a peanut allergy.")}),
    ("I've got type 2 diabetes and high blood pressure.", {
        ("health:type_2_diabetes", "User has type 2 diabetes."),
        ("health:high_blood_pressure", "User has high blood pressure.")}),
    ("I have sleep apnea and GERD.", {
        ("health:sleep_apnea", "User has sleep apnea."), ("health:gerd", "User has GERD.")}),
    ("I've got rheumatoid arthritis plus fibromyalgia.", {
        ("health:rheumatoid_arthritis", "User has rheumatoid arthritis."),
        ("health:fibromyalgia", "User has fibromyalgia.")}),
])
def test_each_condition_in_a_list_is_its_own_belief(text: str, expected: set[tuple[str, str]]) -> None:
    formed_here = formed(text)
    assert {(c.subject, c.statement) for c in formed_here} == expected
    assert all(c.sensitivity == "sensitive" and c.polarity == "assert" for c in formed_here)


@pytest.mark.parametrize(("text", "subjects"), [
    ("I have obstructive sleep apnea and use a CPAP every night.", {"health:sleep_apnea"}),
    ("I have asthma and take an inhaler.", {"health:asthma"}),
    ("I have diabetes and need insulin.", {"health:diabetes"}),
    ("I have asthma and my son has eczema.", {"health:asthma", "family:son"}),
    ("I have asthma, so I can't run far.", {"health:asthma"}),
    ("I have MS and my wife has lupus.", {"health:multiple_sclerosis", "family:wife"}),
])
def test_what_follows_a_condition_that_is_no_condition_of_the_user_s_adds_none(text: str, subjects: set[str]) -> None:
    assert {c.subject for c in formed(text)} == subjects


@pytest.mark.parametrize(("text", "subject"), [
    ("I won a Kindle playing bingo", "achievement:kindle"),
    ("I won homecoming queen and went to the park that night", "achievement:homecoming_queen"),
    ("I visited a skate park and watched the skaters", "experience:skate_park"),
    ("I won a trip to Disney World through a radio contest", "achievement:trip_disney_world"),
])
def test_what_was_won_or_visited_is_keyed_without_how_or_what_came_next(text: str, subject: str) -> None:
    assert [c.subject for c in formed(text)] == [subject]
