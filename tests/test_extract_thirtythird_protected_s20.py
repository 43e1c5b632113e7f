"""The two protected memories the thirty-third corpus found when first scored, blind, fixed as classes:

- how hard one works or how little one is seen, said as a noun, is a mood, not who one is ("I am a ghost" after a
  60-hour week, "I'm a beast", "I'm a wimp when it comes to cold water"), as "I'm a mess" is; "a machine operator"
  is still a job;
- a dictation that caught the room and says so ("... my partner was shot sorry that's the TV what's the score",
  "..., that's the tv lol", "that was the radio") disowns what it caught, as "that was my sister's text" does; a show
  the user watches is still theirs ("I watch the show every week")."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent


def subjects(text: str) -> set[str]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return {c.subject for c in DeterministicExtractor().extract([event], ExtractionContext())}


@pytest.mark.parametrize("text", [
    "peak week, day 6 of 6, 60 hours. I am a ghost. not asking for advice",
    "Double shifts all week, I'm a ghost at home.",
    "I'm a beast in the gym lol",
    "I'm a wimp when it comes to cold water.",
    "hey what's the I'm a detective with the Boston police and my partner was shot sorry that's the TV what's the "
    "weather tomorrow",
    "I'm a nurse and my partner is a teacher, that's the tv lol",
    "my wife left me for a pilot. sorry that was the radio. anyway, what's a good pasta recipe",
])
def test_a_mood_said_as_a_noun_and_what_the_room_said_form_nothing(text: str) -> None:
    assert subjects(text) == set()


@pytest.mark.parametrize(("text", "subject"), [
    ("I'm a machine operator at Ford.", "occupation"),
    ("I watch the show every week.", "activity:show"),
    ("I'm a nurse and my partner is a teacher.", "family:partner"),
])
def test_a_job_a_show_watched_and_a_partner_said_plainly_still_form(text: str, subject: str) -> None:
    assert subject in subjects(text)
