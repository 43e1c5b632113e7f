"""Out-of-character asides inside a role-play: "(OOC: I'm a nurse in real life)" is the user's own voice for its
length, and the role-play goes on after it. Before, an aside counted as stepping out of the role-play, so what the
user said in character after it, in that message and the next ones, formed as theirs."""

from __future__ import annotations

import pytest

from memform.extract.text import in_character_after, ooc_asides, steps_out_of_character
from tests.extracting import candidates, subjects

CAST = "Let's role-play. You're a tavern keeper and I'm a wandering knight."


def test_an_aside_does_not_end_the_role_play_it_is_said_in() -> None:
    assert subjects(CAST, "I own a castle and I live in the mountains. (ooc: this is fun)", "I own a sword.") == set()


def test_an_aside_in_the_message_that_casts_the_role_play_does_not_end_it() -> None:
    assert subjects("Let's role-play. You're a dragon and I'm a knight (ooc: keep it PG).",
                    "I own a castle and I live in the mountains.") == set()


@pytest.mark.parametrize("aside", [
    "(OOC: I'm a nurse in real life, so keep the injuries realistic.)",
    "(out of character - I'm a nurse)",
    "[ooc: I'm a nurse]",
    "(Out-of-character: I'm a nurse, fwiw.)",
])
def test_what_an_aside_says_of_the_user_is_theirs_and_nothing_around_it(aside: str) -> None:
    found = candidates(CAST, f"I own a castle and I live in the mountains. {aside} I draw my sword.")
    assert {c.subject for c in found} == {"occupation"}
    assert all(c.source_seqs == (2,) and "nurse" in c.evidence for c in found)


def test_an_aside_in_the_message_that_starts_the_role_play_is_the_users_own() -> None:
    assert subjects("Let's role-play: you're a suspect and I'm the detective. (OOC: I'm a nurse in real life, so "
                    "keep the medical stuff accurate.)") == {"occupation"}
    assert subjects("Pretend you're my boss (out of character: I work as an accountant) and I ask for a raise.") == {
        "occupation"}


def test_a_bare_marker_still_steps_out_of_the_role_play() -> None:
    # "[OOC] gotta go": no words inside the brackets, so what follows is the user's own, as before
    assert subjects(CAST, "I own a castle.", "[out of character] ok I have to go, my daughter is home.",
                    "I have a cat.") == {"family:daughter", "pet:cat"}
    assert subjects(CAST, "I own a castle.", "OOC: I have a cat.") == {"pet:cat"}


def test_an_aside_is_bracketed_words_after_the_marker() -> None:
    text = "I bow. (ooc: brb) Then I leave."
    (start, end), = ooc_asides(text)
    assert text[start:end] == "brb"
    assert ooc_asides("I'm a character actor (film, not stage).") == []
    assert ooc_asides("The (OOC) tag means out of character.") == []
    assert not steps_out_of_character("I bow. (ooc: brb) Then I leave.")
    assert steps_out_of_character("ooc: brb") and steps_out_of_character("(ooc: brb) ok, let's stop the roleplay")
    assert in_character_after("Let's role-play. You're a dragon and I'm a knight (ooc: keep it PG).")


def test_asides_outside_any_role_play_read_as_before() -> None:
    assert subjects("(OOC: I'm a nurse.)") == {"occupation"}
    assert subjects("I have a cat (ooc: and a dog).") >= {"pet:cat"}
