"""The first-word gates of the rules (Rules.acting's `opening`, and Rules.acting_more's, which it is handed) never
pass by a rule that could have matched.

A gate is a look at the clause's first word (caseless) before a rule's anchored pattern is tried: `opening in
(...)`, `opening == "..."` or `opening.startswith(...)`. Each gate is proved from its pattern's text: every match of
the pattern at the clause's start begins with a literal prefix that pattern_openings reads off the parsed pattern,
and every such prefix passes the gate. Every use of `opening` in a gated function is one of these gates."""

from __future__ import annotations

import ast
import inspect
import json
import re
import re._constants as sre  # the parsed form of a pattern: what re compiles, its operators by name
import re._parser as sre_parse
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from memform.extract.deterministic import rules_acting, rules_acting_more
from memform.extract.text import caseless

# The functions whose rules are gated, each with its module (which imports what it reads), and the clause (a variable
# of theirs) the gated patterns are matched against: a single-spaced text whose first word `opening` is, caseless.
GATED = {"acting": (rules_acting, "rest"), "acting_more": (rules_acting_more, "rest")}
# (Rules.acting reads its clause and its first word, tries its rules, then hands all three to Rules.acting_more.)
HANDED_ON = ("acting", "acting_more")


# -- what every match of a pattern at the start of a text begins with ---------------------------------------------

class _Open(Exception):
    """The pattern may begin with any of too many texts to list."""


def _extend(items: list[tuple[Any, Any]], flags: int, live: set[str]) -> set[tuple[str, bool]]:
    """The prefixes (prefix, ended) that matching items after each of live may reach: literal characters are
    taken in (lowercased, as caseless() reads the text), and the prefix ends at anything else."""
    out: set[tuple[str, bool]] = set()
    for i, (op, av) in enumerate(items):
        if not live:
            return out
        if op is sre.LITERAL:
            char = chr(av)
            if not char.isascii():
                return out | {(p, True) for p in live}
            live = {p + char.lower() for p in live}
        elif op is sre.AT and av in (sre.AT_BEGINNING, sre.AT_BEGINNING_STRING):
            continue
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            continue  # a lookaround takes no character
        elif op is sre.SUBPATTERN:
            _, add, remove, sub = av
            reached = _extend(list(sub), (flags | add) & ~remove, live)
            out |= {(p, True) for p, ended in reached if ended}
            live = {p for p, ended in reached if not ended}
        elif op is sre.BRANCH:
            reached = set().union(*(_extend(list(alt), flags, live) for alt in av[1]))
            out |= {(p, True) for p, ended in reached if ended}
            live = {p for p, ended in reached if not ended}
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, high, sub = av
            once = _extend(list(sub), flags, live)
            if low == 0 and high == 1:  # optional: without it or with it, what follows follows
                return out | _extend(items[i + 1:], flags, live) | {(p, True) for p, ended in once if ended} | (
                    _extend(items[i + 1:], flags, {p for p, ended in once if not ended}))
            if low == 0:  # any number: without it, or ended after one
                return out | _extend(items[i + 1:], flags, live) | {(p, True) for p, _ in once}
            return out | {(p, True) for p, _ in once}  # at least one: ended after the first
        else:
            return out | {(p, True) for p in live}
        if len(live) + len(out) > 500:
            raise _Open
    return out | {(p, False) for p in live}


def pattern_openings(pattern: str, flags: int = 0) -> tuple[str, ...] | None:
    """Lowercase prefixes one of which caseless(text) begins with wherever re.match(pattern, text, flags) matches;
    None where the pattern may begin with anything (or with too many texts to list)."""
    parsed = sre_parse.parse(pattern, flags)
    try:
        reached = _extend(list(parsed), flags | parsed.state.flags, {""})
    except _Open:
        return None
    prefixes = {p for p, _ in reached}
    return None if "" in prefixes else tuple(sorted(prefixes))


def test_pattern_openings_reads_what_a_match_must_begin_with() -> None:
    assert pattern_openings(r"(?:had to |just |finally )*put (?:my|our) (.+)", re.I) == (
        "finally ", "had to ", "just ", "put my ", "put our ")
    assert pattern_openings(r"(like|love)s? (.+)", re.I) == ("like ", "likes ", "love ", "loves ")
    assert pattern_openings(r"(?:works? out|workout)\b", re.I) == ("work out", "workout", "works out")
    assert pattern_openings(r"(?=[A-Z])I (?-i:[A-Z])x", re.I) == ("i ",)
    assert pattern_openings(r"\w+ing", re.I) is None
    assert pattern_openings(r"(?:a|b)?c*d") is None  # may begin with "d" or "c" or "cc"...: "" is a prefix
    assert pattern_openings("caf\u00e9 au lait") == ("caf",)


@cache
def corpus_clauses() -> list[str]:
    """The corpus texts, each from every one of its words on (a clause may begin at any), single-spaced."""
    texts = [json.loads(line)["events"][0]["text"] for path in sorted(Path(__file__).parent.joinpath("data").glob(
        "*_corpus.jsonl")) for line in path.read_text().splitlines() if line.strip()]
    return sorted({" ".join(text[m.start():].split()) for text in texts for m in re.finditer(r"(?<!\S)\S", text)})


# -- the gates ------------------------------------------------------------------------------------------------------

def _function(name: str) -> ast.FunctionDef:
    tree = ast.parse(inspect.getsource(GATED[name][0]))
    return next(node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef) and node.name == name)


def _constant(node: ast.expr, d: Any) -> Any:
    if isinstance(node, ast.Name):
        return getattr(d, node.id)
    return ast.literal_eval(node)


def _gate(node: ast.expr, d: Any) -> tuple[str, frozenset[str]] | None:
    """("words", ...) for `opening in WORDS` / `opening == "word"`, ("prefixes", ...) for opening.startswith(...)."""
    if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name) and node.left.id == "opening" and len(
            node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.Eq)):
        value = _constant(node.comparators[0], d)
        return "words", frozenset([value] if isinstance(node.ops[0], ast.Eq) else value)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "startswith" and (
            isinstance(node.func.value, ast.Name) and node.func.value.id == "opening"):
        value = _constant(node.args[0], d)
        return "prefixes", frozenset([value] if isinstance(value, str) else value)
    return None


def _gated_pattern(node: ast.expr, clause: str, d: Any) -> tuple[str, int]:
    """The pattern of the first regular-expression call in node: `_m(PATTERN, clause)` or `NAME.match(clause)`,
    clause being the gated function's clause or its _phrase (a prefix of it)."""
    def on_clause(arg: ast.expr) -> bool:
        return (isinstance(arg, ast.Name) and arg.id == clause) or (
            isinstance(arg, ast.Call) and isinstance(arg.func, ast.Name) and arg.func.id == "_phrase"
            and on_clause(arg.args[0]))

    calls = sorted((sub for sub in ast.walk(node) if isinstance(sub, ast.Call)),
                   key=lambda call: (call.lineno, call.col_offset))  # in the order they are made
    for sub in calls:
        if isinstance(sub.func, ast.Name) and sub.func.id == "_m":
            assert len(sub.args) == 2 and on_clause(sub.args[1]), ast.unparse(sub)
            return eval(compile(ast.Expression(sub.args[0]), "<pattern>", "eval"), vars(d)), re.IGNORECASE
        if isinstance(sub.func, ast.Attribute) and sub.func.attr == "match":
            assert len(sub.args) == 1 and on_clause(sub.args[0]), ast.unparse(sub)
            compiled = getattr(d, sub.func.value.id)
            return compiled.pattern, compiled.flags
    raise AssertionError(f"no pattern after the gate in {ast.unparse(node)}")


def gates(function: str) -> list[tuple[str, frozenset[str], str, int]]:
    """Each gate of the function, with the pattern it stands before: (kind, words or prefixes, pattern, flags)."""
    (d, clause), found, uses = GATED[function], [], 0
    tree = _function(function)
    handed = {id(arg) for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(
        node.func, ast.Attribute) and node.func.attr == HANDED_ON[1] for arg in node.args}  # no gate: handed on
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "opening" and isinstance(node.ctx, ast.Load) and (
                id(node) not in handed):
            uses += 1
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
            for i, operand in enumerate(node.values):
                if gate := _gate(operand, d):
                    found.append((*gate, *_gated_pattern(ast.BoolOp(ast.And(), node.values[i + 1:]), clause, d)))
        elif isinstance(node, ast.IfExp) and (gate := _gate(node.test, d)):
            assert isinstance(node.orelse, ast.Constant) and node.orelse.value is None, ast.unparse(node)
            found.append((*gate, *_gated_pattern(node.body, clause, d)))
    assert uses == len(found), "every use of opening is a gate proved here"
    return found


@pytest.mark.parametrize("function", sorted(GATED))
def test_opening_is_the_first_word_of_the_clause_the_rules_read(function: str) -> None:
    # words = clause.split(), the clause their single-spaced join, then opening = caseless(words[0]); neither is
    # set again in the function's own body after it (a rule that cuts the clause returns what it forms)
    (_, clause), body = GATED[function], _function(function).body
    said = [ast.unparse(statement) for statement in body if isinstance(statement, ast.Assign)]
    if function == HANDED_ON[1]:  # handed the three, it sets none of them again
        assert {clause, "words", "opening"} <= {arg.arg for arg in _function(function).args.args}
        assert not [s for s in said if s.split(" = ")[0] in (clause, "words", "opening")]
        return
    at = said.index("opening = caseless(words[0])")
    assert said.index(f"words = {clause}.split()") < said.index(f'{clause} = \' \'.join(words)') < at
    assert not [s for s in said[at + 1:] if s.split(" = ")[0] in (clause, "words", "opening")]
    # and its last word hands the three on as they are
    assert ast.unparse(body[-1]) == f"return self.{HANDED_ON[1]}({clause}, words, opening, said, long_ago)"


@pytest.mark.parametrize("function", sorted(GATED))
def test_every_gate_lets_through_every_clause_its_pattern_matches(function: str) -> None:
    found = gates(function)
    assert found
    for kind, allowed, pattern, flags in found:
        openings = pattern_openings(pattern, flags)
        assert openings is not None, pattern
        for prefix in openings:
            if kind == "words":  # the first word is all of the prefix up to its space
                assert " " in prefix and prefix.split(" ")[0] in allowed, (prefix, pattern)
            else:  # the first word begins with the prefix up to its space, or with all of it
                assert prefix.split(" ")[0].startswith(tuple(allowed)), (prefix, pattern)


@pytest.mark.parametrize("function", sorted(GATED))
def test_the_gated_patterns_begin_as_pattern_openings_reads_them(function: str) -> None:
    # pattern_openings on the corpus clauses: wherever a gated pattern matches, its caseless text has a prefix read
    for _, _, pattern, flags in gates(function):
        compiled, openings = re.compile(pattern, flags), pattern_openings(pattern, flags)
        for said in corpus_clauses():
            if compiled.match(said):
                assert caseless(said).startswith(openings), (said, pattern)
