"""Whose a claim is, and whether it holds: a subject-less line said of someone else after it, a hedge in the next
sentence, a joke after a change, fillers and doubled words in capitals, and statements that run past the fact."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects


# -- a subject-less line given to someone else after it ---------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Love sci-fi - my dad",
    "Adore jazz \u2014 my mom",
    "Love sci-fi, Sam does",
    "Hate olives, Priya does",
    "Hates cilantro, my wife does",
    "Love hiking, my older brother does",
    "Quit vaping, my sister did",
    "Quit smoking, my dad did.",
])
def test_a_subjectless_line_said_to_be_anothers_is_theirs(text: str) -> None:
    assert not any(s.startswith(("preference:", "health:")) for s in subjects(text))


def test_a_subjectless_fan_line_of_a_brother_forms_no_liking() -> None:
    formed = candidates("Big Packers fan, my brother that is")
    assert not any(c.subject.startswith("preference:") for c in formed)
    assert all(c.statement == "User has a brother." for c in formed)


@pytest.mark.parametrize(("text", "subject"), [
    ("Love sci-fi", "preference:sci_fi"),
    ("Love sci-fi - my dad got me into it", "preference:sci_fi"),  # the dash says how: the user's own
    ("Adore jazz - my mom played it all the time", "preference:jazz"),
    ("I love sci-fi, my dad does too", "preference:sci_fi"),
    ("Love sci-fi, my dad does too", "preference:sci_fi"),  # "too": the user as well
    ("Love sci-fi, my friend", "preference:sci_fi"),  # said to a friend, set off by a comma alone
])
def test_the_users_own_liking_still_forms(text: str, subject: str) -> None:
    assert (subject, "assert") in keyed(text)


def test_a_subjectless_retraction_of_ones_own_still_forms() -> None:
    assert ("health:vaping", "retract") in keyed("Quit vaping")


# -- a hedge in the next sentence -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Love sci-fi. Or so my wife says",
    "I love sci-fi. Or so my wife says.",
    "I'm a morning person. Or so I tell myself",
    "I'm a great cook. Or so I'm told!",
    "I'm fluent in Spanish. Or so my teacher claims.",
    "I hike every weekend... or so Jake says",
])
def test_a_claim_hedged_in_the_next_sentence_forms_nothing(text: str) -> None:
    assert candidates(text) == []


@pytest.mark.parametrize("text", ["I'm vegan. Well, my wife is.", "I'm vegetarian. Well, actually my husband is",
                                  "I run marathons - well, my brother does."])
def test_a_claim_given_to_another_in_the_next_sentence_is_not_the_users(text: str) -> None:
    formed = subjects(text)
    assert not formed & {"diet", "activity:running", "activity:marathon"}
    assert all(s.startswith("family:") for s in formed)


@pytest.mark.parametrize(("text", "subject"), [
    ("I'm vegan. My wife is too.", "diet"),
    ("I'm vegan. Well, my wife is too.", "diet"),
    ("I'm vegan. Well, my wife is vegetarian.", "diet"),
    ("I love sci-fi. My wife says I'm obsessed.", "preference:sci_fi"),
    ("I'm a morning person. Or at least I try to be up by six", "trait:morning_person"),
])
def test_a_claim_with_a_next_sentence_that_keeps_it_still_forms(text: str, subject: str) -> None:
    assert (subject, "assert") in keyed(text)


def test_a_relatives_echo_reads_as_a_whole_sentence() -> None:
    assert {c.statement for c in candidates("I'm vegan. My wife is too.") if c.subject == "family:wife"} == {
        "User has a wife."}
    assert {c.statement for c in candidates("my kids do too")} == {"User has kids."}
    assert {c.statement for c in candidates("My dad does as well")} == {"User has a dad."}
    assert candidates("My husband does") == []
    assert candidates("My friend is too") == []  # a friend: not even that the user has one


# -- a joke after a change ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "quit vaping (not really)",
    "I quit smoking lol jk",
    "sold my car... kidding",
    "I sold my truck (jk)",
    "I gave up coffee. Just kidding",
    "I cancelled my gym membership. jk",
    "I'm done with coffee. Just kidding",
    "I have a dog (not really)",
])
def test_a_change_taken_back_as_a_joke_forms_nothing(text: str) -> None:
    assert candidates(text) == []


@pytest.mark.parametrize(("text", "subject", "statement"), [
    ("I quit smoking, not kidding this time", "health:smoking", "User quit smoking."),
    ("no kidding, I sold my car", "vehicle:car", "User sold their car."),
    ("I sold my car, no joke", "vehicle:car", "User sold their car."),
    ("I sold my car. No kidding!", "vehicle:car", "User sold their car."),
    ("I gave up vaping, I'm not joking", "health:vaping", "User gave up vaping."),
])
def test_a_change_insisted_on_still_retracts(text: str, subject: str, statement: str) -> None:
    formed = [c for c in candidates(text) if c.subject == subject]
    assert [(c.polarity, c.statement) for c in formed] == [("retract", statement)]


# -- fillers and doubled words in capitals ---------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "subject", "statement"), [
    ("UM I WORK AS A PARAMEDIC", "occupation", "User works as a paramedic."),
    ("SO UH I I LIVE IN DENVER", "location:home", "User lives in denver."),
    ("so uh i i live in denver", "location:home", "User lives in denver."),
    ("I I work as a nurse", "occupation", "User works as a nurse."),
    ("I work at THE THE hospital", "occupation:employer", "User works at THE hospital."),
    ("Um, I work at the the clinic", "occupation:employer", "User works at the clinic."),
])
def test_fillers_and_doubled_words_are_dropped_in_any_case(text: str, subject: str, statement: str) -> None:
    assert [c.statement for c in candidates(text) if c.subject == subject] == [statement]


def test_a_question_with_fillers_in_capitals_forms_nothing() -> None:
    assert candidates("UM DO I I LIVE IN DENVER?") == []


# -- statements that run past the fact ---------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expected"), [
    ("I hate horror, love comedy", {("preference:horror", "User hates horror."),
                                     ("preference:comedy", "User loves comedy.")}),
    ("I love jazz, hate country", {("preference:jazz", "User loves jazz."),
                                   ("preference:country", "User hates country.")}),
    ("I like to read, but love riding horses more", {("preference:reading", "User likes to read."),
                                                     ("preference:riding_horse", "User loves riding horses more.")}),
    ("I love dogs, love them", {("preference:dog", "User loves dogs.")}),
])
def test_two_likings_are_two_statements(text: str, expected: set[tuple[str, str]]) -> None:
    assert {(c.subject, c.statement) for c in candidates(text)} == expected


def test_an_example_after_a_comma_is_no_second_liking() -> None:
    formed = candidates("I like painters from the early 20th century, like Dali")
    assert [c.subject for c in formed] == ["preference:painter"]


def test_a_second_liking_under_a_hedge_is_no_fact() -> None:
    assert candidates("If I hate horror, love comedy instead?") == []
    assert candidates("Maybe I hate horror, love comedy") == []
