"""Constructions the twentieth corpus's licence, fandom, office, idiom and travel talk showed misread, said in other
words, with the near misses that must still form nothing (or not the wrong thing)."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects


@pytest.mark.parametrize("text", [
    "I'm an accountant not a partner lol",
    "I'm a nurse rather than a doctor, so go easy",
    "I'm a bookkeeper instead of a partner at the firm",
])
def test_a_role_set_against_another_is_the_users_job_not_a_relative(text: str) -> None:
    found = subjects(text)
    assert "occupation" in found
    assert not {s for s in found if s.startswith("family:")}


@pytest.mark.parametrize("text, subject", [
    ("I'm a mail carrier so weekends are my only days off", "occupation"),
    ("I'm a rural letter carrier in Vermont", "occupation"),
    ("I'm officially a prosecutor now", "occupation"),
    ("I'm finally a registered nurse", "occupation"),
])
def test_a_job_said_with_a_carrier_or_officially(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", ["I'm a BRCA carrier", "I'm a cystic fibrosis carrier, is that bad?",
                                  "I'm finally home", "Am I officially a nurse now?"])
def test_a_gene_carried_or_a_place_reached_is_no_job(text: str) -> None:
    found = subjects(text)
    assert "occupation" not in found
    assert not {s for s in found if s.startswith("identity:")}


@pytest.mark.parametrize("text, subject", [
    ("Got promoted to senior associate today 🎉 cancelled my Equinox membership since I work late now",
     "membership:equinox"),
    ("new job starts monday 🥳 sold my old Corolla to a coworker", "vehicle:corolla"),
])
def test_an_emoji_ends_a_thought_before_a_subjectless_past_verb(text: str, subject: str) -> None:
    found = keyed(text)
    assert any(s == subject for s, _ in found)


@pytest.mark.parametrize("text", [
    "my manager is a nightmare and my calendar is a mess 😩 help me say no to this meeting",
    "my roommate is a slob and my rent is due tomorrow",
    "my coworker is a saint but my inbox is overflowing",
])
def test_a_workmates_trait_beside_the_users_own_clause_forms_no_relationship(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}


@pytest.mark.parametrize("text", ["my boss hates me and my coworkers are lazy", "my best friend is Jess"])
def test_a_workmate_who_involves_the_user_still_forms(text: str) -> None:
    assert {s for s in subjects(text) if s.startswith("family:")}


@pytest.mark.parametrize("text, subject", [
    ("I'm a complete introvert", "identity:introvert"),
    ("I'm an absolute early bird, up at 5", "identity:early_bird"),
    ("I'm a huge board game nerd", "identity:board_game_nerd"),
])
def test_an_identity_is_keyed_without_its_degree(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text, subject", [
    ("I'm an Audubon Society member", "membership:audubon_society"),
    ("I'm a Planet Fitness member if that helps you pick a plan", "membership:planet_fitness"),
    ("also I'm a Sierra Club member, if that matters", "membership:sierra_club"),
])
def test_a_body_named_in_capitals_before_member_is_a_membership(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", ["I'm a Founding Member", "I'm a Board Member", "I'm a Democratic Party member",
                                  "my wife is a Sierra Club member", "Should I become a Sierra Club member?"])
def test_a_standing_a_party_or_someone_elses_membership_forms_none(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("membership:")}


@pytest.mark.parametrize("text, subject", [
    ("huge One Direction fan here", "preference:one_direction"),
    ("I love One Piece", "preference:one_piece"),
])
def test_one_in_a_name_is_kept(text: str, subject: str) -> None:
    assert subject in subjects(text)


def test_one_as_a_count_is_still_dropped() -> None:
    assert "vehicle:honda_civic" in subjects("I have one Honda Civic")


@pytest.mark.parametrize("text", ["I travel 2 weeks out of 3 for my job", "I travel three weeks a month for work",
                                  "I travel most weekends for tournaments"])
def test_a_span_of_weeks_is_how_much_not_what(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith("activity:") and "week" in s}
    assert "activity:traveling" in found


def test_a_span_asked_about_forms_nothing() -> None:
    assert not subjects("Should I travel 3 weeks out of 4 for work?")


@pytest.mark.parametrize("text, subject", [
    ("I'm in Denver btw, he moved there in May for a job", "location:home"),
    ("I have a brother, he lives in Perth", "family:brother"),
])
def test_a_comma_splice_on_what_another_does_is_cut_from_the_users_clause(text: str, subject: str) -> None:
    found = candidates(text)
    assert subject in {c.subject for c in found}
    assert all(" he " not in c.statement for c in found if c.subject == subject)


@pytest.mark.parametrize("text, expected", [
    ("I'm Hilton Honors Diamond and Delta SkyMiles Platinum", {"membership:hilton_honors", "membership:skymiles"}),
    ("I'm United MileagePlus 1K, so upgrades matter", {"membership:mileageplus"}),
])
def test_a_loyalty_programme_said_with_its_tier_is_a_membership(text: str, expected: set[str]) -> None:
    assert expected <= subjects(text)


@pytest.mark.parametrize("text", ["I'm Gold", "Am I Hilton Honors Diamond yet?", "my husband is Hilton Honors Diamond",
                                  "If I were Delta SkyMiles Platinum would I get lounge access?"])
def test_a_tier_alone_asked_or_someone_elses_forms_no_membership(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("membership:")}


@pytest.mark.parametrize("text, expected", [
    ("I've been cosplaying for five years", {("experience:cosplay", "assert"), ("activity:cosplay", "assert")}),
    ("I quit cosplaying last spring", {("activity:cosplay", "retract")}),
    ("I'm pretty much out of the cosplay scene now", {("activity:cosplay", "retract")}),
    ("I'm out of the climbing scene for good", {("activity:climbing", "retract")}),
])
def test_cosplay_is_one_pursuit_whichever_form_and_a_scene_left_takes_it_back(
        text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= keyed(text)


@pytest.mark.parametrize("text", ["I'm out of the loop", "I'm out of the dating scene", "are you out of the cosplay "
                                  "scene?", "my sister is out of the cosplay scene now"])
def test_out_of_a_loop_or_someone_elses_scene_takes_nothing_back(text: str) -> None:
    assert not {s for s, polarity in keyed(text) if polarity == "retract"}


@pytest.mark.parametrize("text, subject", [
    ("sold my entire Pokemon card collection", "possession:pokemon_card_collection"),
    ("I gave away my whole Funko Pop collection", "possession:funko_pop_collection"),
])
def test_all_of_a_thing_is_keyed_on_the_thing(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text, subject", [("I love whole milk", "preference:whole_milk"),
                                           ("I love Whole Foods", "preference:whole_foods")])
def test_whole_as_a_kind_or_a_name_is_kept(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text, subject", [
    ("the 3:30 slot is my daughter's piano lesson", "family:daughter"),
    ("that red bike was my brother's", "family:brother"),
    ("my fiancée's parents live in Lyon", "family:fiance"),
])
def test_a_thing_said_to_be_a_relatives_names_the_relative(text: str, subject: str) -> None:
    assert subject in subjects(text)


@pytest.mark.parametrize("text", ["is this my son's jacket?", "that car is my friend's"])
def test_a_question_or_a_friends_thing_names_no_relative(text: str) -> None:
    assert not {s for s in subjects(text) if s.startswith("family:")}


@pytest.mark.parametrize("text, subject", [("signing up for a pottery class bc I'm 67", "age"),
                                           ("need a dinner idea cuz I'm vegan", "diet")])
def test_a_reason_in_chat_spelling_is_the_users_own_clause(text: str, subject: str) -> None:
    assert subject in subjects(text)


def test_a_supposed_reason_in_chat_spelling_forms_nothing() -> None:
    assert not subjects("what if I can't come bc I have covid?")
