"""Defects the nineteenth corpus found, blind, in six of its styles (farmers' market and food truck vendors, makers,
British, Australian and Irish slang, journaling, youth sports parents, birdwatching): a thing got "set up" keyed on
"set", a position played ("full forward") read as a pursuit, a trade by its slang name ("a chippy") read as an
identity, what a making makes ("microgreens", "sourdough") read as the pursuit, selling to a market or a trade forming
no job, "me" for "my" before a relative, a partner "split from", an acronym's S taken for a plural, a device's model
in lower case or in brackets, a board named in capitals, a league joined not read as its sport, birding by its verb,
and a marital status listed after an age."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- a thing got done to -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("just got my Bambu Lab P1S set up in the spare room!!", "possession:bambu_lab_p1s"),
    ("I finally got my Prusa MK4 working again", "possession:prusa_mk4"),
    ("I got my Creality K1 tuned up", "possession:creality_k1"),
])
def test_a_thing_got_done_to_is_keyed_on_the_thing_not_what_was_done(text: str, subject: str) -> None:
    assert subjects(text) == {subject}


@pytest.mark.parametrize("text", [
    "my brother got his Bambu Lab P1S set up",
    "should I get my Bambu Lab P1S set up in the garage?",
    "if I got a Prusa MK4 working I'd print all day",
])
def test_a_thing_got_done_to_by_someone_else_or_asked_forms_no_possession(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("possession:")}


# -- a position played names no sport -------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "found"), [
    ("Footy Saturday, I play full forward for the Coburg Lions reserves.", {"membership:coburg_lions"}),
    ("I play centre back for Hackney Wick FC", {"membership:hackney_wick_fc"}),
    ("I play point guard", set()),
    ("I play goalkeeper for my local team", set()),
])
def test_a_position_played_is_no_activity_and_the_team_named_is_the_club(text: str, found: set[str]) -> None:
    assert subjects(text) == found


@pytest.mark.parametrize("text", [
    "my son plays full forward for the Coburg Lions",
    "Should I play full forward for the Coburg Lions?",
    "If I played centre back for Hackney Wick FC I'd train more",
])
def test_a_position_played_by_someone_else_or_asked_forms_no_club(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith(("membership:", "activity:"))}


# -- a trade by its slang name is a job -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "I'm a chippy, 34, moving into a flat in Leith",
    "I'm a sparky",
    "I'm a brickie on a building site in Perth",
    "I'm a tradie",
    "Sparky by trade, 15 years in.",
    "Plumber by trade, been at it forever.",
])
def test_a_trade_by_its_slang_name_or_said_by_trade_is_the_occupation(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found, found
    assert not {s for s in found if s.startswith("identity:")}, found


@pytest.mark.parametrize("text", [
    "The bloke next door's a brickie, basically lives in his ute",
    "my dad's a sparky",
    "Is he a plumber by trade?",
    "Hobbyist by trade, lol",
])
def test_someone_elses_trade_or_no_job_by_trade_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text)


# -- what is made names no pursuit; selling to a trade is work -----------------------------------------------------


@pytest.mark.parametrize(("text", "found"), [
    ("I bake sourdough every weekend", {"activity:baking"}),
    ("I knit sweaters for the whole family", {"activity:knitting"}),
    ("I sew my own clothes", {"activity:sewing"}),
    ("I grow tomatoes", set()),
    ("I raise chickens", set()),
    ("I build keyboards", set()),
])
def test_a_making_is_keyed_on_the_verb_not_what_it_makes(text: str, found: set[str]) -> None:
    assert subjects(text) == found


@pytest.mark.parametrize("text", [
    "I grow microgreens in my garage and sell to two restaurants plus a stall at the market",
    "I sell honey and beeswax candles at the Saturday market",
    "I sell orthopedic implants to hospitals",
    "I make jam and sell it at the farmers market",
])
def test_selling_to_a_market_or_a_trade_is_the_occupation(text: str) -> None:
    assert "occupation" in subjects(text)


@pytest.mark.parametrize("text", [
    "I sell my old clothes on Vinted",
    "I want to sell candles at the market",
    "Should I sell my jam at the farmers market?",
    "If I sold pies to cafes would I need a license?",
    "my sister sells honey at the market",
])
def test_selling_wished_asked_or_someone_elses_is_no_occupation(text: str) -> None:
    assert "occupation" not in subjects(text)


def test_a_making_grown_is_not_where_the_work_is() -> None:
    assert "location:work" not in subjects("I grow microgreens in my garage in Leeds and sell to two restaurants")


# -- an acronym in capitals is no plural ----------------------------------------------------------------------------


def test_an_acronym_in_capitals_keeps_its_final_s() -> None:
    assert subjects("I run a MAPS station every summer.") == {"activity:maps_station"}


# -- "me" for "my", and the words for a partner ----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("Need a birthday present for me brother who's a massive Gooner.", "family:brother"),
    ("Me mum is visiting, what should I cook?", "family:mother"),
    ("Me and my missus are expecting our first in March", "family:wife"),
])
def test_me_before_a_relative_is_my(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "Can you call me mum from now on?",
    "my mate gave me brother a lift",
    "a fella at work told me to try it",
])
def test_me_as_the_object_or_a_fella_met_is_no_relative(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}, subjects(text)


@pytest.mark.parametrize(("text", "parted"), [
    ("I'm a chippy, 34, just split from me fella after eight years", "family:partner"),
    ("I just split from my boyfriend", "family:boyfriend"),
    ("I'm 30, just split from my wife", "family:wife"),
])
def test_split_from_a_partner_is_a_partner_no_longer(text: str, parted: str) -> None:
    found = keyed(text)
    assert (parted, "retract") in found, found
    assert ("relationship_status", "assert") in found, found


@pytest.mark.parametrize("text", [
    "I split from my band last year",
    "my sister just split from her fella",
    "should I split from my boyfriend?",
])
def test_split_from_no_partner_or_someone_elses_is_no_parting(text: str) -> None:
    assert "relationship_status" not in subjects(text)


@pytest.mark.parametrize("text", [
    "Me and the missus are expecting our first in March!!",
    "Me and the wife moved to Leeds last year",
])
def test_me_and_the_missus_is_the_users_wife(text: str) -> None:
    assert "family:wife" in subjects(text)


# -- a team sport's league joined is the sport ---------------------------------------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I'm 41 and just joined an adult rec soccer league", "activity:soccer"),
    ("I joined a Sunday volleyball league", "activity:volleyball"),
    ("I joined the local cricket club", "activity:cricket"),
])
def test_a_sports_league_joined_is_the_sport(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if s.startswith("activity:") and s != subject}, found


@pytest.mark.parametrize("text", [
    "my son joined a soccer team",
    "Should I join a soccer league?",
    "I joined a fantasy football league",
])
def test_a_league_someone_elses_asked_or_fantasy_is_no_sport(text: str) -> None:
    assert "activity:soccer" not in subjects(text) and "activity:football" not in subjects(text)


def test_the_evidence_of_me_read_as_my_is_the_users_own_words() -> None:
    text = "I'm a chippy, 34, just split from me fella after eight years"
    found = candidates(text)
    assert found
    assert all(c.evidence in text for c in found), [c.evidence for c in found]


# -- a device's model: its size in lower case, or in brackets after its kind ---------------------------------------


@pytest.mark.parametrize(("text", "subject"), [
    ("I'm on an iPhone 13 mini if that matters", "device:iphone_13_mini"),
    ("my iPhone 13 mini keeps dying", "device:iphone_13_mini"),
    ("I'm on a Pixel 8 pro", "device:pixel_8_pro"),
    ("I take card payments through my phone (old Pixel 6) and it's dead by noon", "device:pixel_6"),
    ("my laptop (a ThinkPad T480) keeps overheating", "device:thinkpad_t480"),
])
def test_a_devices_model_in_lower_case_or_in_brackets_is_its_model(text: str, subject: str) -> None:
    assert subject in subjects(text), subjects(text)


@pytest.mark.parametrize("text", [
    "my son's phone (iPhone 12) is broken",
    "my phone (the one with the cracked screen) died",
    "my dad's iPhone 13 mini",
])
def test_a_device_in_brackets_of_someone_elses_or_no_model_is_none(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("device:")}, subjects(text)


# -- a board named in capitals ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "found"), [
    ("I'm the treasurer on the Westfield Little League board this year.",
     {("membership:westfield_little_league_board", "assert")}),
    ("I'm on the Riverside Food Bank committee", {("membership:riverside_food_bank_committee", "assert")}),
    ("I quit the Westfield Little League board", {("membership:westfield_little_league_board", "retract")}),
    ("I'm on the library board", {("membership:library_board", "assert")}),
])
def test_a_board_named_in_capitals_is_keyed_on_its_whole_name(text: str, found: set[tuple[str, str]]) -> None:
    assert keyed(text) == found


@pytest.mark.parametrize("text", [
    "my wife is on the Westfield Little League board",
    "Should I join the Westfield Little League board?",
    "I'm on the diving board",
])
def test_a_board_someone_elses_asked_or_no_board_sat_on_is_no_membership(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("membership:")}


# -- birding is a pursuit said by its verb ------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Been birding since 2015.",
    "I'm a wildlife biologist with the state DNR, but I bird on the side.",
    "I bird most weekends",
])
def test_birding_said_by_its_verb_is_the_pursuit(text: str) -> None:
    assert "activity:birding" in subjects(text)


@pytest.mark.parametrize("text", ["my husband birds a lot", "I saw a bird this morning", "Should I bird at dawn?"])
def test_birds_seen_or_someone_elses_birding_is_no_pursuit(text: str) -> None:
    assert "activity:birding" not in subjects(text)


# -- a marital status listed after an age ---------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "I'm 52, married 25 years to Tom, and I'm a school counselor myself",
    "I'm 40, divorced, two kids",
    "I'm 29, engaged to my girlfriend",
])
def test_a_status_listed_after_the_age_is_the_relationship_status(text: str) -> None:
    found = subjects(text)
    assert {"age", "relationship_status"} <= found, found


@pytest.mark.parametrize("text", ["I'm 34, married to the job lol", "my dad is 70, widowed", "I'm 30, married?"])
def test_a_status_figurative_someone_elses_or_asked_is_none(text: str) -> None:
    assert "relationship_status" not in subjects(text)
