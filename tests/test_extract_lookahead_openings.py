"""The lookaheads some patterns open on (FACT_TAIL, HEALTH_ALSO_NAMED...) never pass by a place a branch matches at.

Each pattern looks ahead for what its branches begin with (a comma, or a space and the first two letters of a word,
or a word's first two letters) before it tries them. Proved from the patterns' text: the branches are read from the
parsed pattern, and every literal prefix _extend reads off each (after its opening space) passes the lookahead.
Then, on the corpus clauses, the patterns find what they find without the lookahead, match for match."""

from __future__ import annotations

import re
import re._constants as sre
import re._parser as sre_parse

import pytest

from memform.extract.deterministic import long_messages, statements, subjects
from memform.extract.text import caseless
from tests.test_extract_rule_gates import _extend, corpus_clauses

_SPACE = [(sre.IN, [(sre.CATEGORY, sre.CATEGORY_SPACE)])]  # \s as the parser gives it


def _openings(items: list) -> set[str]:
    """What the text a branch matches (after its opening space, if it opens on one) begins with, lowercased: the
    prefixes the fewest leading items of the branch give, each two letters or more (all of them would be thousands)."""
    for count in range(1, len(items) + 1):
        reached = {prefix for prefix, _ in _extend(items[:count], re.IGNORECASE, {""})}
        if all(len(prefix) >= 2 for prefix in reached):
            return reached
    raise AssertionError(f"a branch that may begin with fewer than two letters: {items}")


def _branches(pattern: str) -> list:
    """The alternatives of a pattern that is one group of them, parsed."""
    parsed = list(sre_parse.parse(pattern, re.IGNORECASE))
    while len(parsed) == 1 and parsed[0][0] is sre.SUBPATTERN:  # the group the branches are in, if kept
        parsed = list(parsed[0][1][3])
    [(op, (_, branches))] = parsed
    assert op is sre.BRANCH
    return branches


# the module that makes each pattern named below
DEFINED_IN = {"FACT_TAIL": statements, "RUN_ON_TAIL": statements, "FACT_TAIL_CASELESS": statements,
              "RUN_ON_TAIL_CASELESS": statements, "HEALTH_ALSO_NAMED": long_messages, "SENSITIVE_ALSO_SAID": subjects}


@pytest.mark.parametrize("name", ["HEALTH_ALSO_NAMED", "SENSITIVE_ALSO_SAID"])
def test_word_lookahead_lets_through_every_branch(name: str) -> None:
    pattern = getattr(DEFINED_IN[name], name).pattern
    look = re.match(r"\\b\(\?=(.*?)\)(?=\(\?:)", pattern)
    assert look, pattern
    admits = re.compile(look.group(1))
    assert not re.search(r"(?<!\\)[A-Z]", pattern)  # searched lowercased: no capital for _openings to lower
    branches = [list(branch) for branch in _branches(pattern[look.end():-len(r"\b")])]
    while branches:
        items = branches.pop()
        if items[0][0] is sre.BRANCH:  # alternatives first: each with what follows them
            branches += [list(alternative) + items[1:] for alternative in items[0][1][1]]
        elif items[0][0] is sre.ASSERT_NOT:  # a look behind, first: "(?<!retail )therapy"
            branches.append(items[1:])
        elif items[0][0] is sre.MAX_REPEAT and items[0][1][0] >= 1 and list(items[0][1][2]) == [
                (sre.IN, [(sre.CATEGORY, sre.CATEGORY_DIGIT)])]:  # one digit or more
            assert look.group(1).startswith("\\d|")  # a number: "6 months clean"
        else:
            for prefix in _openings(items):
                assert admits.match(prefix), prefix


def test_fact_tail_lookahead_lets_through_every_branch() -> None:
    pattern = statements.FACT_TAIL.pattern
    look = re.match(r"\(\?=(.*?)\)(?=\(\?:)", pattern)
    assert look, pattern
    admits = re.compile(look.group(1), re.IGNORECASE)
    for branch in _branches(pattern[look.end():]):
        items = list(branch)
        while items[0][0] is sre.SUBPATTERN:  # a named branch: (?P<aside>,...)
            items = list(items[0][1][3]) + items[1:]
        if items[:1] == _SPACE:
            for prefix in _openings(items[1:]):
                assert admits.match(" " + prefix), prefix
        else:  # a comma or a semicolon first
            comma_or_semicolon = (sre.IN, [(sre.LITERAL, ord(",")), (sre.LITERAL, ord(";"))])
            assert items[0] in ((sre.LITERAL, ord(",")), comma_or_semicolon), items[0]


def test_run_on_tail_lookahead_lets_through_every_branch() -> None:
    pattern = statements.RUN_ON_TAIL.pattern
    look = re.match(r"\\s\(\?=(.*?)\)(?=\(\?:)", pattern)
    assert look, pattern
    admits = re.compile(look.group(1), re.IGNORECASE)
    for branch in _branches(pattern[look.end():]):
        for prefix in _openings(list(branch)):
            assert admits.match(prefix), prefix


@pytest.mark.parametrize("name", ["FACT_TAIL", "RUN_ON_TAIL", "FACT_TAIL_CASELESS", "RUN_ON_TAIL_CASELESS",
                                  "HEALTH_ALSO_NAMED", "SENSITIVE_ALSO_SAID"])
def test_the_patterns_find_what_they_found_without_the_lookahead(name: str) -> None:
    compiled = getattr(DEFINED_IN[name], name)
    if name.startswith("FACT_TAIL"):
        plain = re.sub(r"^\(\?=.*?\)(?=\(\?:)", "(?=[,;\\\\s])", compiled.pattern)
    elif name in ("HEALTH_ALSO_NAMED", "SENSITIVE_ALSO_SAID"):
        plain = re.sub(r"^\\b\(\?=.*?\)(?=\(\?:)", r"\\b", compiled.pattern)
    else:
        plain = re.sub(r"^\\s\(\?=.*?\)(?=\(\?:)", r"\\s", compiled.pattern)
    assert plain != compiled.pattern
    without = re.compile(plain, compiled.flags)
    clauses = corpus_clauses()
    texts = clauses + [caseless(clause) for clause in clauses] + [
        "I love jazz, who is your favorite?", "i am from nyc what about you", "I'm Sarah, nice to meet you",
        "I'm a cashier, you?", "I live in Portland so I was thinking maybe a food cart crawl?",
        "I eat fish again, so pescatarian now",
        "my recital is thursday at six can you put it on", "I have a big library if you are interested",
        "I LOVE COFFEE SO MAYBE I SHOULD TRY THAI", "I work nights, WHICH is hard", "\u017fo maybe i should",
        "I am, \u017fo",
        "user is six years clean identity recovering alcoholic", "user is 12 yrs clean",
        "user takes zoloft and adderall", "nine months clean", "eleven days clean",
        "user is an addict", "user went to aa meetings", "user has a heart murmur", "my 1 year chip in aa",
        "retail therapy", "user is in debt", "quran study",
    ]
    for text in texts:
        found = [(m.span(), m.groupdict()) for m in compiled.finditer(text)]
        assert found == [(m.span(), m.groupdict()) for m in without.finditer(text)], text
        for start in range(1, min(len(text), 12)):
            a, b = compiled.search(text, start), without.search(text, start)
            assert (a and a.span()) == (b and b.span()), (text, start)
