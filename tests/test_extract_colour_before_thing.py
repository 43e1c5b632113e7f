"""A colour said before a thing is how it looks, not what it is: a car or a device is keyed on its model whatever its
paint ("a white Tesla Model 3" is the Tesla Model 3 that "my Tesla" names later), and colours coordinated or shaded
("a red and blue helmet", "a black and white cat", "a bright yellow kayak") are one thing's look, never a first
thing named "red". A single plain colour before a thing of no vehicle's or device's kind stays in its key, where
it may name a different thing ("a black belt", "a green card")."""

from __future__ import annotations

import pytest

from tests.extracting import candidates as formed


def candidates(text: str, known: tuple[str, ...] = ()) -> list[tuple[str, str, str]]:
    return [(c.subject, c.polarity, c.statement) for c in formed(text, known=known)]


@pytest.mark.parametrize(("text", "subject", "statement"), [
    ("I own a white Tesla Model 3", "vehicle:tesla_model_3", "User has a white Tesla Model 3."),
    ("I have a blue Honda Civic", "vehicle:honda_civic", "User has a blue Honda Civic."),
    ("I drive my red nissan pathfinder", "vehicle:nissan_pathfinder", "User has a red nissan pathfinder."),
    ("I have a red bike", "vehicle:bike", "User has a red bike."),
    ("I just got a white iPhone 15", "device:iphone_15", "User has a white iPhone 15."),
    ("I have a matte black MacBook Air", "device:macbook_air", "User has a matte black MacBook Air."),
])
def test_a_car_or_device_is_keyed_on_its_model_and_its_colour_is_still_said(
        text: str, subject: str, statement: str) -> None:
    assert candidates(text) == [(subject, "assert", statement)]


@pytest.mark.parametrize(("text", "subject"), [
    ("I bought a red and blue helmet", "possession:helmet"),
    ("I have a black and white cat", "pet:cat"),
    ("I have a bright yellow kayak", "possession:kayak"),
    ("I have a navy blue peacoat", "possession:peacoat"),
    ("I have a black/gold espresso machine", "possession:espresso_machine"),
])
def test_colours_coordinated_or_shaded_are_one_things_look(text: str, subject: str) -> None:
    assert [c[:2] for c in candidates(text)] == [(subject, "assert")]


@pytest.mark.parametrize(("text", "subject"), [
    ("I have a black belt", "possession:black_belt"),
    ("I have a pink guitar", "possession:pink_guitar"),
    ("I have a Red Sea Reefer tank", "possession:red_sea_reefer"),
])
def test_a_single_colour_before_a_thing_of_no_vehicles_or_devices_kind_stays(text: str, subject: str) -> None:
    assert [c[:2] for c in candidates(text)] == [(subject, "assert")]


def test_a_painted_car_taken_back_names_the_car_told_of() -> None:
    assert [c[:2] for c in candidates("I sold my white Tesla", ("vehicle:tesla_model_3",))] == [
        ("vehicle:tesla_model_3", "retract")]


def test_someone_elses_painted_car_is_not_the_users() -> None:
    assert candidates("My neighbor has a red Ram 2500") == []
