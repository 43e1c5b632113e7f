"""KIN_VISITED_HINT, the look _named_in_passing takes before KIN_VISITED's costly search, never passes by a match.

Every match of KIN_VISITED begins, after its opening word boundary, with a match of its group of verbs, and so with a
literal text that test_extract_rule_gates' reading of a parsed pattern takes off that group ("see", "speak ", "share
joint custody of"); each of those begins with one of KIN_VISITED_VERBS, which the hint searches for in the caseless
clause."""

from __future__ import annotations

import re
import re._constants as sre
import re._parser as sre_parse

from memform.extract.deterministic import kin_in_passing
from memform.extract.text import caseless
from tests.test_extract_rule_gates import _extend, corpus_clauses


def test_every_match_of_kin_visited_opens_on_a_hinted_verb() -> None:
    parsed = sre_parse.parse(kin_in_passing.KIN_VISITED.pattern, re.IGNORECASE)
    boundary, verbs = list(parsed)[:2]
    assert boundary == (sre.AT, sre.AT_BOUNDARY)  # a word boundary takes no character: the verbs open the match
    openings = {prefix for prefix, _ in _extend([verbs], re.IGNORECASE | parsed.state.flags, {""})}
    assert "" not in openings, "KIN_VISITED may open on anything: KIN_VISITED_HINT cannot stand before it"
    assert {"see", "spend time with", "speak ", "share custody of"} <= openings
    missed = sorted(opening for opening in openings if not kin_in_passing.KIN_VISITED_HINT.match(opening))
    assert not missed, f"KIN_VISITED opens on texts KIN_VISITED_VERBS lacks: {missed}"


def test_the_hint_holds_on_the_corpus() -> None:
    clauses = [f"I {verb} my son" for verb in kin_in_passing.KIN_VISITED_VERBS] + corpus_clauses()
    for clause in clauses:
        if kin_in_passing.KIN_VISITED.search(clause):
            assert kin_in_passing.KIN_VISITED_HINT.search(caseless(clause)), clause
