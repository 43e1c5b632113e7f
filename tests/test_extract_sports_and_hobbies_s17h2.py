"""Session 17 (helper 2, the twenty-second corpus): a sport competed in, two pursuits in one clause, a craft flown for
fun, a sport of the school years said without "I" or with its level, and Magic played as the card game."""

import pytest

from tests.extracting import candidates, keyed, subjects


def statements(text: str) -> dict[str, str]:
    return {c.subject: c.statement for c in candidates(text)}


@pytest.mark.parametrize(("text", "key"), [
    ("I compete in powerlifting in the 93s, next meet is November.", "activity:powerlifting"),
    ("I compete in amateur boxing", "activity:boxing"),
    ("I compete in BJJ tournaments twice a year", "activity:bjj"),
    ("I compete in triathlons", "activity:triathlon"),
])
def test_a_sport_competed_in_is_kept_up(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize("text", ["I compete in the market", "I compete in a crowded niche"])
def test_competing_in_no_sport_is_no_pursuit(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}


@pytest.mark.parametrize(("text", "formed"), [
    ("I currently do muay thai 4x/week and run twice", {"activity:muay_thai", "activity:running"}),
    ("I play tennis and swim most mornings", {"activity:tennis", "activity:swimming"}),
    ("I do pilates and also hike on weekends", {"activity:pilates", "activity:hiking"}),
])
def test_two_pursuits_in_one_clause_are_each_kept(text: str, formed: set[str]) -> None:
    assert subjects(text) == formed


def test_a_liking_after_a_pursuit_is_no_second_pursuit() -> None:
    assert keyed("I do yoga and love it") == {("activity:yoga", "assert")}


@pytest.mark.parametrize(("text", "key"), [
    ('I fly FPV freestyle, 5" quad on 6S', "activity:fpv"),
    ("I fly drones on weekends", "activity:drones"),
    ("I fly RC planes at the club field", "activity:rc_planes"),
])
def test_a_craft_flown_for_fun_is_a_pursuit(text: str, key: str) -> None:
    assert key in subjects(text)


def test_a_craft_flown_is_said_without_what_follows_it() -> None:
    assert statements('I fly FPV freestyle, 5" quad on 6S') == {"activity:fpv": "User flies FPV."}


@pytest.mark.parametrize("text", ["I fly to Denver", "I fly out tomorrow", "I fly economy"])
def test_flying_somewhere_is_no_pursuit(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("activity:")}


@pytest.mark.parametrize(("text", "key"), [
    ("Wrestled D1 back in college, now I'm a software engineer", "history:wrestling"),
    ("I wrestled in college", "history:wrestling"),
    ("I rowed varsity in college", "history:rowing"),
    ("rowed in college, miss it", "history:rowing"),
])
def test_a_sport_of_the_school_years_is_history_without_its_level(text: str, key: str) -> None:
    assert key in subjects(text)


@pytest.mark.parametrize(("text", "key"), [
    ("I play Magic at my LGS every Friday night, almost all commander.", "activity:magic_the_gathering"),
    ("I play MTG", "activity:magic_the_gathering"),
])
def test_magic_played_is_the_card_game(text: str, key: str) -> None:
    assert keyed(text) == {(key, "assert")}


def test_magic_liked_stays_magic() -> None:
    assert keyed("I love magic") == {("preference:magic", "assert")}
