"""What session 18's review of its own rules found, each pinned (tests/test_extract_review_fixes_s18.py):

- a login's secret is looked for in the 64 characters after it, no further: a long run with no space and many
  "login:" in it is read in time linear in its length (it was quadratic: 27 s for 108 kB; timed by
  bench/bench_extract_hostile.py);
- a gate code or a login given without "is" ("gate code 4471# btw", "my gate code's 4471", "login mhollis pass
  Rebar2024") keeps the whole message unread, as one given with "is" does;
- "Ich bin Arzt gewesen", "Ik ben arts geweest", "dati nurse ako" are a job once held, no job now; "mein Vater denkt,
  ich bin Arzt" is the father's thought;
- a strike or a double got is a game's result only where a game is said ("a strike at work" is none);
- "Jess and I ..." after words that quote someone ("people say, Jess and I are vegan") is no clause of the user's;
- "a righty" is the hand where a hand is said, and nothing else (it was `identity:righty`, normal, for a view too)."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.extract.deterministic import unsafe


def subjects(text: str) -> set[str]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return {c.subject for c in DeterministicExtractor().extract([event], ExtractionContext())}


def test_a_login_s_secret_is_looked_for_within_a_bound() -> None:
    # (an unbounded look ahead, "(?=\\S*...", rescanned a long run with no space after every "login" in it: the
    # timing is bench/bench_extract_hostile.py's, with its login and creds triggers; here the pattern's shape)
    assert "(?=\\S*" not in unsafe.LOGIN_GIVEN.pattern and "(?=\\S{0,63}" in unsafe.LOGIN_GIVEN.pattern
    assert unsafe.LOGIN_GIVEN.search("my Procore login is mhollis / Rebar2024!")


@pytest.mark.parametrize("text", [
    "I'm a nurse, gate code 4471# btw",
    "I live at 12 Oak St and my gate code's 4471",
    "I'm the site lead, the gate code changed to 4471",
    "I work at Procore, login mhollis pass Rebar2024",
    "my Procore login is mhollis / Rebar2024! I'm the site lead",
])
def test_a_code_or_a_login_given_without_is_keeps_the_message_unread(text: str) -> None:
    assert subjects(text) == set(), subjects(text)


@pytest.mark.parametrize(("text", "subject"), [
    ("the gate code changed, ask Tom. I'm a nurse", "occupation"),
    ("I'm a nurse. My login doesn't work", "occupation"),
    ("I'm a nurse and gate code 2 is broken again", "occupation"),
])
def test_a_code_or_a_login_named_without_its_value_reads_the_rest(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["Ich bin Arzt gewesen", "Ik ben arts geweest", "dati nurse ako",
                                  "nurse ako noong 2010", "mein Vater denkt, ich bin Arzt"])
def test_a_job_once_held_or_thought_by_another_is_no_job_now(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["Ich bin Arzt", "Ik ben verpleegkundige", "nurse ako"])
def test_the_job_said_now_is_still_read(text: str) -> None:
    assert "occupation" in subjects(text), subjects(text)


@pytest.mark.parametrize(("text", "found"), [
    ("I got a strike on my last frame", True), ("I got a double in the fifth inning", True),
    ("I got a strike at work for being late", False), ("I got a strike on youtube", False),
    ("I got a strike on my driving record", False),
])
def test_a_strike_or_a_double_is_a_game_s_only_where_a_game_is_said(text: str, found: bool) -> None:
    assert any(s.startswith("achievement:") for s in subjects(text)) is found, subjects(text)
    assert not {s for s in subjects(text) if s.startswith("possession:")}, subjects(text)


@pytest.mark.parametrize(("text", "formed"), [
    ("I hate when people say, Jess and I are vegan", False),
    ("my mom always said, Dad and I are a team", False),
    ("We bought a house, Jess and I got married", True),
])
def test_a_name_and_i_after_words_that_quote_someone_is_theirs(text: str, formed: bool) -> None:
    # (what is quoted after "say," is no clause of the user's; after another clause it is)
    assert bool({s for s in subjects(text) if s.startswith(("diet", "relationship_status", "family:"))}) is formed, (
        subjects(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("I'm a righty so left-handed scissors are useless to me", {"identity:right_handed"}),
    ("I'm a righty", set()),
    ("I'm a righty and vote conservative", set()),
    ("My brother is a lefty and I'm a righty lol", set()),
])
def test_a_righty_is_the_hand_only_where_a_hand_is_said_and_never_a_normal_view(text: str, expected: set[str]) -> None:
    assert {s for s in subjects(text) if s.startswith("identity:")} == expected, subjects(text)


@pytest.mark.parametrize("text", ["I got a solid B+ on my essay", "I got an easy A", "I got a B grade",
                                  "I got a good grade on my test", "I got a D on my economics test"])
def test_a_grade_got_however_said_is_nothing_kept(text: str) -> None:
    # (one reader of grades, LETTER_GRADE, where two had grown: h4's GRADE beside h3's)
    assert not {s for s in subjects(text) if s.startswith(("possession:", "achievement:"))}, subjects(text)
