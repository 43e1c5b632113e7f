"""The hints written to open each branch on the rarest character of its words (TRAILING_CLAUSE_HINT, PHRASE_END_HINT;
text.rarest_first builds such hints from plain words, these have whitespace in them) find something in a clause
exactly where the plain alternation of those words did: over every corpus text (caseless, as they are searched, and in
other spellings of its case), texts made up of the words and the whitespace their branches turn on, and edge cases."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from memform.extract.deterministic import phrases, statements
from memform.extract.text import caseless

# Each hint as it was written before: TRAILING_CLAUSE_HINT a comma and the words after it, or one of the other words,
# in turn; PHRASE_END_HINT a comma, a semicolon, or a whitespace character before one of its words and one after.
PLAIN = {
    "TRAILING_CLAUSE_HINT": re.compile(
        r",\s*(?:(?:and|but)\s+)?(?:so|that|this|there|you|what a|its|(?:he|she|they)\s)"
        r"|though|albeit|because|cuz|coz|[\s,]bc\s|b/c|\sso\s|\si\s|'re|'s|it is|he is|they are"),
    "PHRASE_END_HINT": re.compile(
        r"[,;\s](?:(?<=[,;])|(?:but|because|since|so|though|although|and|when|while|if)\s)"),
}
DEFINED_IN = {"TRAILING_CLAUSE_HINT": statements, "PHRASE_END_HINT": phrases}  # the module that makes each
# the words and marks the branches turn on, pieces of them, and some they do not
WORDS = ["though", "thoug", "hough", "although", "albeit", "lbeit", "because", "cause", "cuz", "coz", "cu", "bc", "b/c",
         "b", "c", "so", "i", "if", "f", "it", "is", "he", "they", "are", "'re", "'s", "'", "s", "and", "an", "nd",
         "but", "ut", "that", "this", "there", "you", "what", "a", "its", "since", "sinc", "when", "while", "hen",
         "w", "x", "\u0131", "\u017f", "i\u0307"]
MARKS = [" ", "", "  ", ", ", ",", " ,", ";", " ;", "\t", "\n", " \n", "\u00a0", "."]


def corpus_texts() -> list[str]:
    return [event.get("text", "") for path in sorted(Path(__file__).parent.joinpath("data").glob("*_corpus.jsonl"))
            for line in path.read_text().splitlines() if line.strip()
            for event in json.loads(line).get("events", [])]


def spellings(text: str) -> list[str]:
    """The text as it is, and in the case spellings a user may type: upper, title, swapped, and with the dotted and
    dotless I and the long s for i and s."""
    return [text, text.upper(), text.title(), text.swapcase(), text.replace("i", "\u0131").replace("I", "\u0130"),
            text.replace("s", "\u017f")]


def made_up(count: int) -> list[str]:
    rng = random.Random(11)
    return ["".join(rng.choice(WORDS) + rng.choice(MARKS) for _ in range(rng.randint(1, 7))) for _ in range(count)]


@pytest.mark.parametrize("name", sorted(PLAIN))
def test_the_hint_finds_something_where_the_plain_alternation_did(name: str) -> None:
    hint, plain = re.compile(getattr(DEFINED_IN[name], name).pattern), PLAIN[name]
    found = 0
    for text in [caseless(spelled) for said in corpus_texts() for spelled in spellings(said)] + made_up(60000):
        expected = plain.search(text) is not None
        assert (hint.search(text) is not None) == expected, text
        found += expected
    assert found > 1000  # (texts that hold one at all)


@pytest.mark.parametrize("name", sorted(PLAIN))
def test_edges_at_the_whitespace_its_words_need(name: str) -> None:
    hint, plain = re.compile(getattr(DEFINED_IN[name], name).pattern), PLAIN[name]
    for text in ("bc", " bc", "bc ", " bc ", "abc d", "\tbc\n", "so", " so", " so ", "also ", " i", "i ", " i ", "hi i",
                 "\ni\t", "it is", "tit is", "he is", "she is", "they are", "theyare", "cuz", "coz", "b/c", "though",
                 "albeit", "because", "'s", "'re",
                 ",bc ", "job,bc the", ",so", ", and that", ",but you", ", its", ",\n what a", " if ",
                 "if ", " if", " iff ", " and ", "band ", " and", " sand ", " but ", "abut ", " because ", " since ",
                 " sinc e ", " although ", " though ", "\u00a0when\u00a0", " while\n", " whilst ", ";", ",", " so\t"):
        assert (hint.search(text) is not None) == (plain.search(text) is not None), text
