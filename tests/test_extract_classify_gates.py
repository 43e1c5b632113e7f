"""Rules.classify's cheap looks never pass by a rewrite or a match that the look stands before.

Each look is proved from its pattern's text where it can be (pattern_openings, as in test_extract_rule_gates), and
otherwise by equivalence over every corpus clause and spellings made to trip it."""

from __future__ import annotations

import ast
import inspect
import re
import re._constants as sre  # the parsed form of a pattern: what re compiles, its operators by name
import re._parser as sre_parse
from typing import Any

from memform.extract import deterministic as d
from memform.extract.text import caseless
from tests.test_extract_rule_gates import corpus_clauses

# The spellings a case-blind pattern reads as "i", "s" or "k" that lower() does not turn into them.
TRAPS = {"i": "\u0130", "I": "\u0131", "s": "\u017f", "k": "\u212a"}


def _first_letters(items: list[tuple[Any, Any]]) -> set[str] | None:
    """The letters (caseless) a match of the parsed items at a text's start may begin with; None for any."""
    for op, av in items:
        if (op is sre.AT and av in (sre.AT_BEGINNING, sre.AT_BEGINNING_STRING)) or op in (sre.ASSERT, sre.ASSERT_NOT):
            continue  # takes no character
        if op is sre.LITERAL:
            return {caseless(chr(av))}
        if op is sre.SUBPATTERN:
            return _first_letters(list(av[3]))  # (a group that may be empty begins with what follows it: none here)
        if op is sre.BRANCH:
            letters = [_first_letters(list(alt)) for alt in av[1]]
            return None if None in letters else set().union(*letters)
        return None
    return None


def _trapped(text: str) -> list[str]:
    return [text, text.upper(), text.title(), *(text.replace(plain, trap) for plain, trap in TRAPS.items())]


def _classify() -> ast.FunctionDef:
    tree = ast.parse(inspect.getsource(d.Rules.classify).replace("\n    ", "\n").lstrip())
    return next(node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef))


def _classify_if(test: str) -> ast.If:
    return next(node for node in ast.walk(_classify()) if isinstance(node, ast.If) and ast.unparse(node.test) == test)


def test_the_rewrites_of_an_i_are_all_behind_the_look_at_its_first_letter() -> None:
    # every pattern the gated block uses matches only at the text's start, and only where its caseless text
    # begins with an "i": the block does nothing to a clause the look turns away
    block = _classify_if("caseless(text[:1]) == 'i'")
    names = {node.id for node in ast.walk(block) if isinstance(node, ast.Name)}
    patterns = sorted(name for name in names if isinstance(getattr(d, name, None), re.Pattern)
                      or type(getattr(d, name, None)).__name__ == "LazyPattern")
    assert {"IM", "IVE", "LEARNER_AM_LIVE", "LEARNER_SINCE_FIRST", "EMPHATIC_DO", "USE_TO",
            "ADVERB_AFTER_I"} <= set(patterns)
    for name in patterns:
        pattern = getattr(d, name)
        assert _first_letters(list(sre_parse.parse(pattern.pattern, pattern.flags))) == {"i"}, name
    # and the look takes every first letter a case-blind "i" matches
    for letter in ("i", "I", "\u0130", "\u0131"):
        assert caseless(letter) == "i" and re.match("i", letter, re.IGNORECASE)


def test_the_tie_to_a_pronoun_is_cut_wherever_its_words_are() -> None:
    # classify cuts MARRIED_TO_PRONOUN only from a phrase whose caseless text holds "ed to h" or "care"
    assert ast.unparse(_classify_if("'ed to h' in (low := caseless(phrase)) or 'care' in low"))
    said = ["I'm married to him", "I am ENGAGED TO HER now", "I'm her main caregiver", "I'm their full-time carer",
            "I'm his sole caregiver and I love it", "I was engaged to her once", "my wife's carer"]
    for text in [t for s in said for t in _trapped(s)] + corpus_clauses():
        if d.MARRIED_TO_PRONOUN.search(text):
            low = caseless(text)
            assert "ed to h" in low or "care" in low, text


def test_a_trailing_clause_is_found_alike_in_the_caseless_clause_without_bc() -> None:
    # the caseless pattern is TRAILING_CLAUSE without its case-sensitive "bc" branch, nothing else
    assert d.TRAILING_CLAUSE.pattern == d._trailing_clause(r"|(?-i:bc|b/c)")
    assert d.TRAILING_CLAUSE_NO_BC_CASELESS.pattern == d.caseless_pattern(d._trailing_clause(""))
    said = ["I love dogs, that's why", "I'm a nurse, so the hours are long", "I LIKE IT THOUGH",
            "I run because it helps", "I'm tired cuz work", "I have a cat, ITS a tabby", "I love pasta as I said",
            "I'm 40 and it's fine",
            "I SKI, YOU KNOW"]
    checked = 0
    for text in [t for s in said for t in _trapped(s)] + corpus_clauses():
        if "bc" in text or "b/c" in text:
            continue  # own_clause reads those with TRAILING_CLAUSE itself
        spans = [m.span() for m in d.TRAILING_CLAUSE.finditer(text)]
        assert spans == [m.span() for m in d.TRAILING_CLAUSE_NO_BC_CASELESS.finditer(caseless(text))], text
        checked += bool(spans)
    assert checked > 100


def test_a_request_in_an_aside_is_looked_for_wherever_its_words_are() -> None:
    # classify reads ASIDE_REQUEST only where the caseless clause holds "i'd", "i'll", "let" or "please": each of
    # its words holds one (read off its text), and caseless() holds a word wherever a case-blind search finds it
    looks = ("i'd", "i'll", "let", "please")
    words = re.fullmatch(r"\\b\(\?:([^()]+)\)\\b", d.ASIDE_REQUEST.pattern)
    assert words and d.ASIDE_REQUEST.flags & re.IGNORECASE
    for word in words.group(1).split("|"):
        assert any(look in word for look in looks), word
    assert any(isinstance(node, ast.BoolOp) and ast.unparse(node.values[0]) == (
        "\"i'd\" in (low := caseless(text)) or \"i'll\" in low or 'let' in low or ('please' in low)")
        for node in ast.walk(_classify()))
    for text in [t for s in ("I'm vegan, PLEASE note", "I'D like that", "lets go, I'll try") for t in _trapped(s)]:
        if d.ASIDE_REQUEST.search(text):
            assert any(look in caseless(text) for look in looks), text
