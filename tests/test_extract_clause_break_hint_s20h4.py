"""Session 20 (h4): CLAUSE_BREAK_HINT, searched in the caseless sentence, finds something wherever CLAUSE_BREAK finds a
break in the sentence (text.clauses skips CLAUSE_BREAK where the hint finds nothing), and it lets through fewer
sentences than a comma or a conjunction alone did."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memform.extract import text
from memform.extract.text import caseless

# Pieces of what each branch of CLAUSE_BREAK reads, in other cases and with the letters a case-blind match takes for
# ASCII ones (the dotted and dotless I, the long s, the Kelvin sign), and filler between them.
_PIECES = [
    ",", ", ", " ,", ",\t", " ", "  ", "\n", "\u2013", "\u2014", " \u2014 ", ":", ": ", "..", "...", ".",
    "and", "AND", "but", "So", "while", "though", "although", "because", "since", "bc", "BC", "cuz", "coz", "plus",
    "also", "its", "it's", "theyre", "she's", "hes", "anymore", "any more", "more", "ago", "&",
    "i", "I", "i'm", "I've", "im", "ive", "we", "We", "my", "MY", "\u0130", "\u0131", "\u017f", "\u212a",
    "um", "uhh", "oh", "like", "yeah", "lately", "now", "nowadays", "honestly", "fr", "for real", "tbh", "ngl",
    "today", "tonight", "yesterday", "last night", "this morning", "French", "german", "Spanish",
    "on weekends", "on the side", "at home", "by night", "in my spare time", "after work", "these days", "most days",
    "for fun", "in real life", "irl", "remember that", "please", "Jess", "Sam", "wife", "works", "laptop", "is",
    "a", "so", "really", "12", "an", "the", "say", "x", "-", "'",
]


@settings(max_examples=3000)
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=12))
def test_the_hint_finds_something_wherever_a_clause_break_is(pieces: list[str]) -> None:
    sentence = "".join(pieces)
    if text.CLAUSE_BREAK.search(sentence):
        assert text.CLAUSE_BREAK_HINT.search(caseless(sentence)), sentence


@pytest.mark.parametrize("sentence", [
    "I'm a nurse, and I love it", "I work nights and my girlfriend works days", "I love it, my dog too",
    "I'm a teacher, Jess & I met at school", "I'm a teacher, Jess and I met at school", "I quit, now I'm freelance",
    "I'm an accountant, by night I DJ", "i dont work at target anymore i quit last week",
    "moved here 2 years ago i think",
    "my dog shes a heeler", "in columbus its a studio", "I'm tired \u2014 I've been up all night", "well.. I'm a chef",
    "One note: I'm colorblind", "I speak English, but German I am only beginner", "I live here also I'm a nurse",
    "we do fish and tonight I'm cooking",
])
def test_the_hint_finds_each_kind_of_break(sentence: str) -> None:
    assert text.CLAUSE_BREAK.search(sentence), sentence  # (each is a break)
    assert text.CLAUSE_BREAK_HINT.search(caseless(sentence)), sentence


@pytest.mark.parametrize("sentence", [
    "I have a dog, a cat and a fish", "I love pizza and pasta", "so much to do and so little time",
    "I'm tired, honestly", "and the kids were happy", "but it was fun",
])
def test_the_hint_lets_a_comma_or_a_conjunction_alone_pass_by(sentence: str) -> None:
    assert not text.CLAUSE_BREAK.search(sentence), sentence
    assert not text.CLAUSE_BREAK_HINT.search(caseless(sentence)), sentence
