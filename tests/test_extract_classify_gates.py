"""Rules.classify's cheap looks never pass by a rewrite or a match that the look stands before.

Each look is proved from its pattern's text where it can be (what a match may begin with, read off the parsed
pattern), and otherwise by equivalence over every corpus clause and spellings made to trip it."""

from __future__ import annotations

import ast
import inspect
import re
import re._constants as sre  # the parsed form of a pattern: what re compiles, its operators by name
import re._parser as sre_parse
from typing import Any

from memform.extract.deterministic import rules, rules_classify, statements, subjects
from memform.extract.patterns import caseless_pattern
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
    tree = ast.parse(inspect.getsource(rules.Rules.classify).replace("\n    ", "\n").lstrip())
    return next(node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef))


def _classify_if(test: str) -> ast.If:
    return next(node for node in ast.walk(_classify()) if isinstance(node, ast.If) and ast.unparse(node.test) == test)


def test_the_rewrites_of_an_i_are_all_behind_the_look_at_its_first_letter() -> None:
    # every pattern the gated block uses matches only at the text's start, and only where its caseless text
    # begins with an "i": the block does nothing to a clause the look turns away
    block = _classify_if("caseless(text[:1]) == 'i'")
    names = {node.id for node in ast.walk(block) if isinstance(node, ast.Name)}
    patterns = sorted(name for name in names if isinstance(getattr(rules_classify, name, None), re.Pattern)
                      or type(getattr(rules_classify, name, None)).__name__ == "LazyPattern")
    assert {"IM", "IVE", "LEARNER_AM_LIVE", "LEARNER_SINCE_FIRST", "EMPHATIC_DO", "USE_TO",
            "ADVERB_AFTER_I"} <= set(patterns)
    for name in patterns:
        pattern = getattr(rules_classify, name)
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
        if subjects.MARRIED_TO_PRONOUN.search(text):
            low = caseless(text)
            assert "ed to h" in low or "care" in low, text


def test_a_trailing_clause_is_found_alike_in_the_caseless_clause_without_bc() -> None:
    # the caseless pattern is TRAILING_CLAUSE without its case-sensitive "bc" branch, nothing else
    assert statements.TRAILING_CLAUSE.pattern == statements._trailing_clause(r"|(?-i:bc|b/c)")
    assert statements.TRAILING_CLAUSE_NO_BC_CASELESS.pattern == caseless_pattern(statements._trailing_clause(""))
    said = ["I love dogs, that's why", "I'm a nurse, so the hours are long", "I LIKE IT THOUGH",
            "I run because it helps", "I'm tired cuz work", "I have a cat, ITS a tabby", "I love pasta as I said",
            "I'm 40 and it's fine",
            "I SKI, YOU KNOW"]
    checked = 0
    for text in [t for s in said for t in _trapped(s)] + corpus_clauses():
        if "bc" in text or "b/c" in text:
            continue  # own_clause reads those with TRAILING_CLAUSE itself
        spans = [m.span() for m in statements.TRAILING_CLAUSE.finditer(text)]
        assert spans == [m.span() for m in statements.TRAILING_CLAUSE_NO_BC_CASELESS.finditer(caseless(text))], text
        checked += bool(spans)
    assert checked > 100


def test_a_request_in_an_aside_is_looked_for_wherever_its_words_are() -> None:
    # classify reads ASIDE_REQUEST only where the caseless clause holds "i'd", "i'll", "let" or "please": each of
    # its words holds one (read off its text), and caseless() holds a word wherever a case-blind search finds it
    looks = ("i'd", "i'll", "let", "please")
    words = re.fullmatch(r"\\b\(\?:([^()]+)\)\\b", subjects.ASIDE_REQUEST.pattern)
    assert words and subjects.ASIDE_REQUEST.flags & re.IGNORECASE
    for word in words.group(1).split("|"):
        assert any(look in word for look in looks), word
    assert any(isinstance(node, ast.BoolOp) and ast.unparse(node.values[0]) == (
        "\"i'd\" in (low := caseless(text)) or \"i'll\" in low or 'let' in low or ('please' in low)")
        for node in ast.walk(_classify()))
    for text in [t for s in ("I'm vegan, PLEASE note", "I'D like that", "lets go, I'll try") for t in _trapped(s)]:
        if subjects.ASIDE_REQUEST.search(text):
            assert any(look in caseless(text) for look in looks), text


def _starts(items: list[tuple[Any, Any]], live: set[str], n: int = 2) -> set[str]:
    """The caseless first n characters (fewer where what follows is not a literal) a match of the parsed items may
    begin with, after each of live; "\0" stands for the end of a word (a \b after a word's letter)."""
    out: set[str] = set()
    for i, (op, av) in enumerate(items):
        out |= {p for p in live if len(p) >= n}
        live = {p for p in live if len(p) < n}
        if not live:
            return out
        if op is sre.LITERAL:
            live = {p + caseless(chr(av)) for p in live}
        elif op is sre.AT:
            if av in (sre.AT_BOUNDARY, sre.AT_UNI_BOUNDARY):
                live = {p + "\0" if p[-1:].isalnum() else p for p in live}
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            continue
        elif op is sre.SUBPATTERN:
            live = _starts(list(av[3]), live, n)
        elif op is sre.BRANCH:
            live = set().union(*(_starts(list(alt), live, n) for alt in av[1]))
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, _, sub = av
            once = _starts(list(sub), live, n)
            rest = items[i + 1:]
            if low == 0:  # without it, or with it (once or more: what follows one is as open as what follows more)
                return out | _starts(rest, live, n) | {p for p in once if len(p) >= n} | {p for p in once if len(
                    p) < n and not rest} | ({p for p in once if len(p) < n} if rest else set())
            return out | {p for p in once}  # (what follows the first is not read: a prefix may end there)
        else:
            return out | live  # anything: the prefix ends here
    return out | live


def _no_it(openings: tuple[str, ...] | None) -> bool:
    """Whether no text opening with "it" (caseless) begins with any of the openings."""
    return openings is not None and not any(o.startswith("it") or "it".startswith(o) for o in openings)


def _cannot_open_with_it(pattern: str, flags: int) -> bool:
    return _no_it(tuple(_starts(list(sre_parse.parse(pattern, flags)), {""})))


def _anchored_off_it(test: ast.expr) -> bool:
    """Whether the test holds only where the clause does not open with "it": one of the looks it makes (all of
    which must hold) is a pattern anchored at the clause's start that cannot open so, or a look at its first
    characters that cannot be "it"."""
    looks = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    for look in looks:
        if isinstance(look, ast.NamedExpr):
            look = look.value
        if isinstance(look, ast.Compare) and ast.unparse(look.left) in ("text[:4].lower()", "text[1:2]"):
            said = ast.literal_eval(look.comparators[0])
            firsts = {said} if isinstance(said, str) else set(said)
            if ast.unparse(look.left) == "text[1:2]":
                if "t" not in {first[:1] for first in firsts}:
                    return True
            elif _no_it(tuple(firsts)):
                return True
        if not isinstance(look, ast.Call):
            continue
        args = [ast.unparse(arg) for arg in look.args]
        case_blind = (ast.unparse(look.func) == "_m" and args[1:] == ["text"]) or (
            ast.unparse(look.func) == "re.match" and args[1:] == ["text", "re.I"])
        if case_blind:  # _m(pattern, text), re.match(pattern, text, re.I)
            if _cannot_open_with_it(ast.literal_eval(look.args[0]), re.IGNORECASE):
                return True
        elif isinstance(look.func, ast.Attribute) and look.func.attr in ("match", "fullmatch") and args in (
                ["text"], ["_phrase(text)"]):
            compiled = getattr(rules_classify, look.func.value.id)
            if _cannot_open_with_it(compiled.pattern, compiled.flags):
                return True
    return False


def test_no_rule_after_the_look_at_an_it_can_match_a_clause_opening_with_one() -> None:
    body = _classify().body
    at = next(i for i, node in enumerate(body) if isinstance(node, ast.If) and ast.unparse(node.test) == (
        "caseless(text[:2]) == 'it' and (not PAIR_EVENT.match(text))"))
    assert ast.unparse(body[at].body[-1]) == "return []"
    # what is set after it, and what changes the clause without forming anything, keeps an "it" where it is: the
    # cuts end the clause sooner (own_clause keeps three words or more, a tail of time goes, a job's "there" goes),
    # and the rewrites of an "I" match none ("im", "ive", "i am", "i do", "i use to", "i also", "i have since")
    kept = {"diet = DIET_REACHED.search(text) if ',' in text else None", "text = own_clause(text)",
            "phrase = _phrase(text)", "caseless(text[-6:]).endswith(('days', 'lately', 'now'))",
            "'ed to h' in (low := caseless(phrase)) or 'care' in low", "caseless(text[:1]) == 'i'"}
    for name in ("IM", "IVE", "LEARNER_AM_LIVE", "LEARNER_SINCE_FIRST", "EMPHATIC_DO", "USE_TO", "ADVERB_AFTER_I"):
        pattern = getattr(rules_classify, name)
        assert _cannot_open_with_it(pattern.pattern, pattern.flags), name
    assert ast.unparse(body[-1]) == "return []"
    for node in body[at + 1:-1]:
        if not isinstance(node, ast.If):
            assert ast.unparse(node) in kept, ast.unparse(node)
            continue
        if [ast.unparse(statement) for statement in node.body] == ["return []"] or ast.unparse(node.test) in kept:
            continue  # forms nothing (as the look's own return), or keeps an "it" where it is
        assert not node.orelse, ast.unparse(node.test)  # (what the test lets through is its body alone)
        if isinstance(node.test, ast.BoolOp) and isinstance(node.test.op, ast.Or):
            # a pair's event is read before the look turns a clause away: each other way in is anchored
            for way in node.test.values:
                assert _anchored_off_it(way) or ast.unparse(way) == "(m := PAIR_EVENT.match(text))", ast.unparse(way)
            continue
        assert _anchored_off_it(node.test), ast.unparse(node.test)
