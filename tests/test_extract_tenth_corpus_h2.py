"""What the tenth corpus written blind (tests/data/tenth_corpus.jsonl) found the rules forming wrong or missing in
its caregiver, gamer, home-cook, personal-finance, teen-texting and later-correction styles, one family per section;
the sentences are variants, not the corpus's own."""

from __future__ import annotations

import pytest

from tests.extracting import candidates, keyed, subjects

# -- a console or a handheld is a device, named by its model ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("I have a PS5.", "device:ps5"),
        ("I've still got my PS4 in the basement.", "device:ps4"),
        ("I got a Steam Deck for Christmas.", "device:steam_deck"),
        ("I have a Meta Quest 3.", "device:meta_quest_3"),
        ("My Razer Blade 14 overheats.", "device:razer_blade_14"),
        ("I play on a Razer Blade 15.", "device:razer_blade_15"),
        ("I code on a ThinkPad X1 Carbon.", "device:thinkpad_x1_carbon"),
    ],
)
def test_a_console_handheld_or_gaming_laptop_is_a_device(text: str, subject: str) -> None:
    found = subjects(text)
    assert subject in found, found
    assert not {s for s in found if s.startswith("possession:")}, found


@pytest.mark.parametrize(
    "text",
    [
        "We built a deck last summer.",
        "I'm on a quest for the perfect taco.",
        "I play on a Sunday League team.",
        "Should I play on a PS5?",
        "If I play on a PS5, is it smoother?",
        "My brother plays on a Steam Deck.",
        "I play on a Tesla Model 3 screen sometimes.",
    ],
)
def test_no_device_from_a_deck_a_quest_a_team_a_question_or_anothers(text: str) -> None:
    found = subjects(text)
    assert not {s for s in found if s.startswith(("device:", "possession:", "vehicle:"))}, found


def test_an_emoji_before_subjectless_chat_ends_the_sentence() -> None:
    assert "device:steam_deck_oled" in subjects("Just got a Steam Deck OLED for my bday 🎉 gonna use it on the train")
    assert not subjects("gonna get a Steam Deck 🎉 gonna use it on the train")
