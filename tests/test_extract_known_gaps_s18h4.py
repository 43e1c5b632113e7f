"""Known gaps left from earlier sessions (session 18, helper 4), each a class of phrasing:

- "lefty" said of oneself is the hand or a view by what the message says beside it ("so scissors are hard" is the
  hand, a vote or politics the view); said alone it is neither for sure; "a southpaw" is the hand; a view said with
  "lefty" is sensitive whatever its key holds;
- a post in a pastime's team or club (the skipper of a pub quiz team, a darts team captain, the secretary of a chess
  club) is no job; a club's or a league's post is a membership;
- a result got (a double, a strike, a hat trick) is no possession: keyed as what is won is; a grade or a raise is none;
  a trade's credential got ("got my LPN") is no possession either;
- a change of how the user works ("went freelance", "went owner operator", "switched to part-time") is the occupation
  (its hours as "I work part-time" keys them);
- a language learned said with an adverb, how or where ("slowly learning Portuguese", "been learning Korean on
  Duolingo", "started learning Mandarin") is the language;
- a field worked in at a workplace ("I work in marketing at a big agency") is the occupation too;
- the town said with "I work as a <job> in <Town>" is where the user works (location:work), not the home;
- a tabletop game switched for another ("ditched 5e for Pathfinder") is the new one played and the old one retracted;
- Taglish and Hinglish first-person frames ("nag-work ako as a nurse", "main software engineer hoon") read as their
  English says the job, the origin or the home;
- (seen on the way) a diet switched to ("switched from keto to vegan") is the diet, as "I went vegan" is.
"""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent


def formed(text: str) -> dict[tuple[str, str], str]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return {(c.subject, c.polarity): c.sensitivity
            for c in DeterministicExtractor().extract([event], ExtractionContext())}


def subjects(text: str) -> set[str]:
    return {subject for subject, _ in formed(text)}


# -- 1. a lefty: the hand or the view, by what is said beside it -----------------------------------------------------


@pytest.mark.parametrize("text", [
    "I'm a lefty so scissors are hard",
    "I'm a lefty, always have been, can't use normal scissors",
    "I'm a total lefty and my handwriting smudges everywhere",
    "I'm a southpaw",
    "I'm a southpaw so my boxing stance is flipped",
    "I'm a lefty guitarist, any tips for restringing?",
])
def test_a_lefty_said_of_the_hand_is_left_handed(text: str) -> None:
    found = formed(text)
    assert found.get(("identity:left_handed", "assert")) == "normal", found
    assert not {s for s, _ in found if "leftist" in s or "lefty" in s or "southpaw" in s}, found


@pytest.mark.parametrize("text", [
    "I'm a lefty and I vote Labour",
    "I'm a lefty, I think billionaires should pay more taxes",
    "I'm a lefty activist",
])
def test_a_lefty_said_with_politics_stays_the_view_and_sensitive(text: str) -> None:
    found = formed(text)
    assert found.get(("identity:leftist", "assert")) == "sensitive", found
    assert ("identity:left_handed", "assert") not in found, found


@pytest.mark.parametrize("text", ["I'm a lefty", "I'm a lefty lol",
                                  "I'm a lefty, I vote Green and I can't use scissors"])
def test_a_lefty_said_alone_or_both_ways_is_neither(text: str) -> None:
    found = subjects(text)
    assert "identity:leftist" not in found and "identity:left_handed" not in found, found


@pytest.mark.parametrize("text", ["I'm a leftist", "I'm a lefty politically", "I like lefty politics",
                                  "I am a total lefty when it comes to economics"])
def test_a_view_said_with_lefty_is_sensitive(text: str) -> None:
    found = formed(text)
    assert found and all(sensitivity == "sensitive" for sensitivity in found.values()), found
    assert ("identity:left_handed", "assert") not in found, found


def test_left_handed_said_outright_is_unchanged() -> None:
    assert formed("I'm left-handed") == {("identity:left_handed", "assert"): "normal"}


# -- 2. a post in a pastime is no job -------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "I'm the skipper of our pub quiz team",
    "I'm captain of the office bowling team",
    "I'm the captain of my rec league softball team",
    "I'm the coach of my son's soccer team",
    "I'm the captain of our team",
    "I'm a pub quiz skipper and I love it",
    "I'm the darts team captain.",
    "Pub quiz skipper here, need help with a music round",
    "Darts team captain here, what's a good warm-up?",
])
def test_a_post_in_a_pastime_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


@pytest.mark.parametrize(("text", "club"), [
    ("I'm the secretary of our chess club", "membership:chess_club"),
    ("I'm the treasurer of the local darts league", "membership:darts_league"),  # (darts keeps its s: s20h5)
])
def test_a_post_in_a_pastime_club_is_a_membership(text: str, club: str) -> None:
    assert subjects(text) == {club}


@pytest.mark.parametrize("text", [
    "I'm the skipper of a charter yacht",
    "I'm a skipper on a fishing trawler",
    "Charter boat skipper here, quick question",
    "I'm the coach of a high school football team",
    "I'm the office manager here",
    "I'm the manager of our team at work",
    "I'm a bowling alley manager",
    "I'm a pub manager",
    "I'm a football club manager",
])
def test_a_skipper_or_a_manager_by_trade_stays_a_job(text: str) -> None:
    assert "occupation" in subjects(text), subjects(text)


# -- 3. a result got is no possession -------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I got a double in the fifth inning", "achievement:double"),
    ("I got a strike on my last frame", "achievement:strike"),
    ("I got a triple in the second inning", "achievement:triple"),
    ("I got a hat trick", "achievement:hat_trick"),
    ("I got a perfect score", "achievement:perfect_score"),
    ("I got a birdie on 9", "achievement:birdie"),
])
def test_a_result_got_is_an_achievement_not_a_possession(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found and not {s for s in found if s.startswith("possession:")}, found


@pytest.mark.parametrize("text", ["I got a raise last month", "I got a promotion", "I got a new pay rise",
                                  "I finally got my LPN", "I got my CPA", "I got a B+ on my essay",
                                  "I got a D on my economics test", "I got a double so I was happy",
                                  "I got a strike at work for being late"])
def test_a_raise_a_credential_or_a_grade_got_is_no_possession(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("possession:", "achievement:"))}, subjects(text)


@pytest.mark.parametrize(("text", "subject"), [
    ("I got a double stroller", "possession:double_stroller"),
    ("I got a soccer goal for the backyard", "possession:soccer_goal"),
    ("I got a new tie", "possession:tie"),
    ("I got a new bike", "vehicle:bike"),
])
def test_a_thing_named_like_a_result_is_still_owned(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


# -- 4. a change of how the user works ------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I went freelance in 2019", "occupation"),
    ("I went self-employed last year", "occupation"),
    ("just went owner operator, bought a 2019 peterbilt 579", "occupation"),
    ("went freelance last year and love it", "occupation"),
    ("I have just gone freelance", "occupation"),
    ("I switched to contract work", "occupation"),
    ("I switched to part-time", "occupation:hours"),
    ("I went back to full time", "occupation:hours"),
    ("I cut back to part-time after the baby", "occupation:hours"),
    ("I've gone part time", "occupation:hours"),
])
def test_a_change_of_how_the_user_works_is_the_occupation(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found and not {s for s in found if s.startswith("preference:")}, found


def test_what_a_subject_dropped_opening_runs_on_to_is_read_too() -> None:
    assert {"occupation", "vehicle:peterbilt_579"} <= subjects("just went owner operator, bought a 2019 peterbilt 579")


@pytest.mark.parametrize("text", [
    "I'm thinking of going freelance",
    "My wife went part-time",
    "I went part-time hours for a week",
    "I've gone full time crazy",
])
def test_a_change_of_work_wished_or_someone_elses_is_no_occupation(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("occupation")}, subjects(text)


# -- 5. a language learned ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "language"), [
    ("I'm slowly learning Portuguese", "portuguese"),
    ("I've been learning Korean on Duolingo", "korean"),
    ("I have been learning Korean", "korean"),
    ("I've been slowly learning Portuguese for my in-laws", "portuguese"),
    ("I'm currently learning Italian for my trip", "italian"),
    ("I started learning Mandarin", "mandarin"),
    ("I just started learning Japanese", "japanese"),
    ("I started to learn Greek", "greek"),
])
def test_a_language_learned_is_the_language(text: str, language: str) -> None:
    found = subjects(text)
    assert f"language:{language}" in found and not {s for s in found if s.startswith("activity:")}, found


@pytest.mark.parametrize("text", ["I'm learning French cooking", "I've been learning Korean history",
                                  "I started learning Spanish guitar", "I'm slowly learning to cook"])
def test_a_thing_of_a_country_learned_is_no_language(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("language:")}, subjects(text)


# -- 6. a field worked in at a workplace ----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I work in marketing at a big agency", "I work in sales for a startup",
                                  "I work in HR for a hospital in Leeds", "I work in marketing at Ogilvy"])
def test_a_field_worked_in_at_a_workplace_is_the_occupation(text: str) -> None:
    assert {"occupation", "occupation:employer"} <= subjects(text), subjects(text)


@pytest.mark.parametrize("text", ["I work in marketing", "I work in tech.", "I work in finance at the moment",
                                  "I work in Denver at a hospital"])
def test_a_field_alone_or_a_time_after_it_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text), subjects(text)


# -- 7. the town said with "I work as" ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["I work as a hotel receptionist in Lisbon", "I'm working as a barista in Lisbon",
                                  "I work as a nurse at Mercy in Boston."])
def test_the_town_said_with_work_as_is_where_the_user_works(text: str) -> None:
    found = subjects(text)
    assert {"occupation", "location:work"} <= found and "location:home" not in found, found


def test_the_home_said_beside_the_town_worked_in_is_the_only_home() -> None:
    found = DeterministicExtractor().extract([SourceEvent(
        seq=1, event_type="user.message.created", author_role="user",
        texts=("I work as a police officer in San Diego and live in Chula Vista",))], ExtractionContext())
    homes = [c.statement for c in found if c.subject == "location:home"]
    assert homes == ["User lives in Chula Vista."], homes
    assert any(c.subject == "location:work" and "San Diego" in c.statement for c in found)


def test_a_tool_after_work_as_is_no_place() -> None:
    assert not {s for s in subjects("I work as a developer in Python") if s.startswith("location:")}


# -- 8. a tabletop game switched for another ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "new", "old"), [
    ("we ditched 5e for Pathfinder", "pathfinder", "dungeons_and_dragons"),
    ("ditched 5e for Pathfinder, way better", "pathfinder", "dungeons_and_dragons"),
    ("I switched from D&D to Pathfinder", "pathfinder", "dungeons_and_dragons"),
    ("I switched from D&D to Pathfinder 2e last year", "pathfinder_2e", "dungeons_and_dragons"),
    ("We dropped Pathfinder for Blades in the Dark and never looked back", "blades", "pathfinder"),
])
def test_a_game_switched_for_another_is_played_and_the_old_one_retracted(text: str, new: str, old: str) -> None:
    found = formed(text)
    assert ("activity:" + new, "assert") in found and ("activity:" + old, "retract") in found, found
    assert not {s for s, _ in found if s.startswith("preference:")}, found


@pytest.mark.parametrize("text", [
    "my friends ditched 5e for Pathfinder",
    "should I switch from D&D to Pathfinder?",
    "I switched from D&D to 5e",
    "I ditched D&D for Pathfinder adventures",
])
def test_a_switch_of_someone_elses_asked_or_of_one_game_is_none(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}, subjects(text)


def test_a_switch_of_things_not_games_is_read_as_before() -> None:
    assert subjects("I switched from Spotify to Apple Music") == {"preference:apple_music"}


# -- 9. Taglish and Hinglish ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("nag-work ako as a nurse sa Makati", {"occupation"}),
    ("Nurse ako sa St. Luke's", {"occupation"}),
    ("nagwowork ako bilang call center agent", {"occupation"}),
    ("Hi! Teacher ako sa public school, may tanong ako", {"occupation"}),
    ("taga-Cebu ako pero nakatira ako sa Quezon City", {"location:origin", "location:home"}),
    ("main software engineer hoon Bangalore mein", {"occupation"}),
    ("main Pune mein teacher hoon", {"occupation"}),
    ("main bhi software engineer hoon", {"occupation"}),
    ("main Bangalore mein rehta hoon", {"location:home"}),
    ("main software developer hoon aur Pune mein rehta hoon", {"occupation", "location:home"}),
    ("bhai main Bangalore mein rehta hoon, backend dev hoon ek fintech startup mein", {"occupation", "location:home"}),
])
def test_a_code_mixed_first_person_statement_is_read_as_its_english(text: str, expected: set[str]) -> None:
    assert subjects(text) == expected


@pytest.mark.parametrize("text", [
    "main doctor nahi hoon", "hindi nurse ako", "nurse ako dati", "sabi niya nurse ako", "Pagod ako",
    "Mother ako ng dalawa", "main thoda busy hoon", "main Delhi se hoon", "Pune mein rehta hoon",
    "gusto ko maging nurse ako",
])
def test_a_code_mixed_denial_past_report_or_mood_forms_nothing(text: str) -> None:
    assert not subjects(text), subjects(text)


def test_a_place_beside_a_code_mixed_job_is_left() -> None:
    # "sa" and "mein" name an employer as often as a town: no work place is read from them
    for text in ("nag-work ako as a nurse sa Makati", "main software engineer hoon Bangalore mein"):
        assert not {s for s in subjects(text) if s.startswith("location:")}, text


@pytest.mark.parametrize("text", ["I switched from keto to vegan", "I switched to a vegan diet",
                                  "switched to keto last month"])
def test_a_diet_switched_to_is_the_diet(text: str) -> None:
    assert subjects(text) == {"diet"}


@pytest.mark.parametrize("text", ["I switched to vegan leather", "my wife switched to vegan",
                                  "should I switch to keto?"])
def test_a_thing_or_anothers_diet_switched_to_is_no_diet(text: str) -> None:
    assert "diet" not in subjects(text), subjects(text)
