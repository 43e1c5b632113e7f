"""Classes of wording the twenty-seventh corpus found, each pinned (helper h6, session 19):

- things listed right after a question for a task done now ("party in an hour, any ideas? I've got a bedsheet and
  safety pins") are at hand for it, none kept; asked for no such task, a thing named is kept;
- text announced as untrue before it ("here's something made up:") is no fact of the user's, and "ok that's not
  true" or "none of that is true" takes back what the message said before it, even with more said after."""

from __future__ import annotations

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.models import MemoryCandidate


def formed(*texts: str) -> list[MemoryCandidate]:
    events = [SourceEvent(seq=i, event_type="user.message.created", author_role="user", texts=(text,))
              for i, text in enumerate(texts, 1)]
    return DeterministicExtractor().extract(events, ExtractionContext())


def subjects(*texts: str) -> set[tuple[str, str]]:
    return {(c.subject, c.polarity) for c in formed(*texts)}


def test_things_at_hand_for_a_task_now_are_not_kept() -> None:
    assert subjects("costume party in an hour, any quick ideas? I've got a bedsheet and some safety pins") == set()
    assert subjects("my fringe is a mess, fast fix before school? I have bobby pins and a headband") == set()
    assert subjects("need a last-minute centrepiece for tonight? I have a mason jar and fairy lights") == set()


def test_things_named_without_a_task_now_are_kept() -> None:
    assert ("possession:claw_clip", "assert") in subjects("I have a claw clip and a silk scrunchie")
    assert ("possession:hair_dryer", "assert") in subjects("What can I do with my hair? I have a hair dryer")


def test_text_announced_as_made_up_is_not_the_users() -> None:
    assert subjects("my friend dared me to send something totally fake, so: I'm 40 and I live in Paris") == set()
    assert subjects("here are some made-up facts: I am a pilot and I have two dogs") == set()


def test_a_take_back_before_more_of_the_message() -> None:
    assert subjects("I AM A PILOT AND I LIVE IN OSLO 😂 ok that's not true. anyway what's a good pun") == set()
    assert subjects("I'm 30 and I have a boat. none of that is true. tell me a riddle") == set()
    # a take-back of one claim, then a new one: the new one stands
    assert subjects("I'm a nurse. lol that's not true, I'm a teacher") == {("occupation", "assert")}
    # no take-back: a claim disputed is someone else's
    assert ("occupation", "assert") in subjects("I'm a nurse. Is it true that nurses earn more in Norway?")
