"""CLAUSE_BREAK, its branches put together by the character they open on, finds the breaks the plain alternation of
every branch finds: the same spans, with the same conjunction in its groups.

The plain alternation is built here from the same branches (text._CONJOINED, each of text._AFTER_A_COMMA after a
comma, each of text._AFTER_SPACES after a run of spaces, the two periods and the colon), so a branch added to either
tuple is checked too; the texts are every corpus text and sentences made up of the words the branches turn on."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from memform.extract import text as t

PLAIN = re.compile(
    r"(?=[,\s.:])(?:" + "|".join([t._CONJOINED, *("," + branch for branch in t._AFTER_A_COMMA),
                                  *(t._SPACES_BEGUN + branch for branch in t._AFTER_SPACES),
                                  t._TWO_PERIODS, t._COLON_BEFORE_THE_USER]) + ")",
    re.IGNORECASE)
# the words and marks the branches turn on, and some they do not
WORDS = ["and", "but", "so", "because", "plus", "also", "I", "i", "I'm", "im", "I've", "we", "my", "My", "wife",
         "works", "sister's", "Jess", "&", "German", "today", "tonight", "now", "nowadays", "on", "weekends", "by",
         "night", "remember", "that", "please", "um", "fr", "for", "real", "cat", "Denver", "is", "x"]
MARKS = [" ", "  ", ", ", ",", " , ", " \u2014 ", " \u2013 ", "..", " ... ", ": ", ":", " \t", "\n"]


def corpus_texts() -> list[str]:
    return [event.get("text", "") for path in sorted(Path(__file__).parent.joinpath("data").glob("*_corpus.jsonl"))
            for line in path.read_text().splitlines() if line.strip()
            for event in json.loads(line).get("events", [])]


def made_up(count: int) -> list[str]:
    rng = random.Random(7)
    out = []
    for _ in range(count):
        words = [rng.choice(WORDS) for _ in range(rng.randint(1, 9))]
        out.append("".join(word + rng.choice(MARKS) for word in words[:-1]) + words[-1])
    return out


def breaks(pattern: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], tuple[str | None, ...]]]:
    return [(m.span(), m.groups()) for m in pattern.finditer(text)]


@pytest.mark.parametrize("texts", [corpus_texts, lambda: made_up(30000)], ids=["corpus", "made-up"])
def test_clause_break_finds_what_the_plain_alternation_of_its_branches_finds(texts) -> None:
    dispatched = re.compile(t.CLAUSE_BREAK.pattern, re.IGNORECASE)
    found = 0
    for text in texts():
        expected = breaks(PLAIN, text)
        assert breaks(dispatched, text) == expected, text
        found += bool(expected)
    assert found > 100  # (texts that break at all)


def test_every_branch_opens_on_its_own_character() -> None:
    # a comma branch never opens on a space, nor the reverse: none of _AFTER_SPACES can open on a comma, so no two
    # branches of different characters match at one place
    assert all(not branch.startswith(",") for branch in t._AFTER_A_COMMA + t._AFTER_SPACES)
    assert t._SPACES_BEGUN.endswith(r"\s++") and t._TWO_PERIODS.startswith(r"\.") and (
        t._COLON_BEFORE_THE_USER.startswith(":"))
