"""Session 18's cheaper looks, each the same test as the one it replaced:

- TRANSLATED_HINT_CASELESS on caseless(text) finds a hint wherever TRANSLATED_HINT finds one case-blind in the text
  (its one class, [a-z], included: the letters outside ASCII that a case-blind a-z takes are folded by caseless);
- KIN_THEN_NAME, read where a text has no "(", is KIN_NAMED_IN_PASSING's first branch, and its other branches
  cannot match there."""

from __future__ import annotations

import re
import re._constants as sre
import re._parser as sre_parse

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memform.extract.deterministic import kin_in_passing, requests
from memform.extract.text import caseless

_PIECES = ["i possess ", "I POSSESS", " got stage ", " Found ", " showed ", " revealed ", " confirmed ",
           "I've just sold ", "i have got rid of ", "My Body has ", "my organism has", " of type ", "have the ",
           "HAS THE ", "Since the last ", "from this ", "keeping the vegan diet", "student of the ",
           "\u0130", "\u0131", "\u017f", "\u212a", "K", "s", "x", " ", "a", "-", "e", "."]


@given(st.lists(st.sampled_from(_PIECES), max_size=8))
def test_the_caseless_translated_hint_finds_what_the_case_blind_one_does(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert bool(requests.TRANSLATED_HINT_CASELESS.search(caseless(text))) == bool(
        requests.TRANSLATED_HINT.search(text)), text


def test_the_caseless_translated_hint_is_the_same_source_without_the_case_blind_flag() -> None:
    assert requests.TRANSLATED_HINT_CASELESS.pattern == requests.TRANSLATED_HINT.pattern
    hint = requests.TRANSLATED_HINT.pattern
    assert hint == hint.lower() and hint.isascii()
    assert not requests.TRANSLATED_HINT_CASELESS.flags & re.IGNORECASE
    # its only class is a-z (a class of other letters, or a range, would need its own proof)
    assert set(re.findall(r"\[[^\]]*\]", requests.TRANSLATED_HINT.pattern)) <= {"[a-z]", "[a-z-]"}


def test_kin_then_name_is_the_first_branch_and_the_others_need_a_bracket() -> None:
    full, first = kin_in_passing.KIN_NAMED_IN_PASSING.pattern, kin_in_passing.KIN_THEN_NAME.pattern
    # (a pattern not compiled yet reports the flags it was given, a compiled one re.UNICODE besides: whichever of the
    # two another test compiled first, the flags compared are the ones given)
    assert full.startswith(first + "|") and (
        kin_in_passing.KIN_THEN_NAME.flags & ~re.UNICODE == kin_in_passing.KIN_NAMED_IN_PASSING.flags & ~re.UNICODE)
    [(op, (_, branches))] = list(sre_parse.parse(full, kin_in_passing.KIN_NAMED_IN_PASSING.flags))
    assert op is sre.BRANCH and len(branches) == 3
    for branch in branches[1:]:  # each takes a "(" of its own, not inside anything optional
        assert (sre.LITERAL, ord("(")) in list(branch)


@pytest.mark.parametrize("text", [
    "I wrote a letter to my niece Karen", "my husband Dev and I", "we went with my sister Ana, and it rained",
    "Jess (my partner) introduced us", "my wife (Maria) loves it", "a letter to my niece Karen (she's 9)",
    "my friend Bob", "my Mom Linda", "with my dad Monday",
])
def test_kin_then_name_finds_what_the_whole_pattern_finds_without_a_bracket(text: str) -> None:
    whole = kin_in_passing.KIN_NAMED_IN_PASSING.search(text)
    chosen = (kin_in_passing.KIN_NAMED_IN_PASSING if "(" in text else kin_in_passing.KIN_THEN_NAME).search(text)
    # (the code reads the first group set, the relative: the whole pattern has the other branches' groups too)
    assert (whole and (whole.span(), [g for g in whole.groups() if g])) == (
        chosen and (chosen.span(), [g for g in chosen.groups() if g])), text
