"""text.rarest_first, the pattern of the hints that look for their words from each word's rarest character, finds
something in a text exactly where one of its words is in it: for the hints built with it, over every corpus text
(caseless, as they are searched) and texts made up of pieces of their words, and for made-up words."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from memform.extract import lexicon as lx
from memform.extract import text as t
from memform.extract.deterministic import instructions, long_messages, phrases, sarcasm_and_repairs, unsafe
from memform.extract.text import caseless, rarest_first

HINTS = {
    "UNSAFE_HINT": (unsafe.UNSAFE_HINT, unsafe.UNSAFE_HINTS),
    "REPAIR_HINT": (sarcasm_and_repairs.REPAIR_HINT, sarcasm_and_repairs.REPAIR_HINTS),
    "SENTENCE_TAGS_SPACED": (t.SENTENCE_TAGS_SPACED, tuple(f" {tag} " for tag in t._SENTENCE_TAGS)),
    "TO_BE_WRITTEN_VERB": (t.TO_BE_WRITTEN_VERB, t._TO_BE_WRITTEN_VERBS),
    "MAY_INSTRUCT_HINT": (instructions.MAY_INSTRUCT_HINT, instructions._MAY_INSTRUCT_HINTS),
    "TRANSIENT_WORD": (phrases.TRANSIENT_WORD, lx.TRANSIENT),
    "OWN_DOCUMENT_HINT": (long_messages.OWN_DOCUMENT_HINT, long_messages.OWN_DOCUMENT_HINTS),
}


def corpus_texts() -> list[str]:
    return [caseless(event.get("text", "")) for path in sorted(Path(__file__).parent.joinpath("data").glob(
        "*_corpus.jsonl")) for line in path.read_text().splitlines() if line.strip()
        for event in json.loads(line).get("events", [])]


def made_up(words: tuple[str, ...], count: int, seed: int) -> list[str]:
    """Texts of pieces of the words (each cut short, or whole) and a few other characters, run together."""
    rng = random.Random(seed)
    pieces = [word[start:end] for word in words
              for start in range(len(word)) for end in range(start + 1, len(word) + 1)]
    return ["".join(rng.choice(pieces) if rng.random() < 0.8 else rng.choice(" ax.-") for _ in range(rng.randint(0, 6)))
            for _ in range(count)]


@pytest.mark.parametrize("name", sorted(HINTS))
def test_a_hint_finds_something_where_one_of_its_words_is(name: str) -> None:
    pattern, words = HINTS[name]
    assert pattern.pattern == rarest_first(words)  # (the hint is built from its words, and from nothing else)
    for text in corpus_texts() + made_up(words, 20000, seed=len(name)):
        assert (pattern.search(text) is not None) == any(word in text for word in words), (name, text)


def test_made_up_words_are_found_where_they_are() -> None:
    rng = random.Random(3)
    for _ in range(300):
        words = tuple("".join(rng.choice("ab c-(\u00e9") for _ in range(rng.randint(1, 5)))
                      for _ in range(rng.randint(1, 6)))
        pattern = re.compile(rarest_first(words))
        for text in made_up(words, 60, seed=rng.randint(0, 10**6)):
            assert (pattern.search(text) is not None) == any(word in text for word in words), (words, text)


def test_an_empty_word_is_refused() -> None:
    with pytest.raises(ValueError):
        rarest_first(("a", ""))
