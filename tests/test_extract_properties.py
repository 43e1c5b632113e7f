"""Property tests over arbitrary text: evidence never leaves its source; non-user events form nothing."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memform.extract import SHIPPED_EXTRACTORS, ExtractionContext, SourceEvent

WORDS = st.sampled_from([
    "I", "I'm", "I've", "my", "we", "have", "a", "an", "love", "like", "prefer", "no", "longer", "sold", "am",
    "live", "in", "Lisbon", "dog", "car", "watch", "and", "but", ",", ".", "?", "!", "decided", "to", "deploy",
    "engineer", "teacher", "play", "chess", "sister", "daughter", "hurts", "back", "tea", "Apple", "BMW", "X3",
    "favorite", "is", "'", '"', "\n", "you", "if", "today", "just", "started", "for", "years",
])
TEXT = st.one_of(st.text(max_size=300), st.lists(WORDS, max_size=60).map(" ".join))
ROLES = [("assistant.message.created", "assistant"), ("tool.result.created", "tool"),
         ("system.message.created", "system"), ("run.completed", "system")]


@settings(max_examples=300, deadline=None)
@given(texts=st.lists(TEXT, min_size=1, max_size=3))
def test_evidence_is_always_inside_its_source(texts: list[str]) -> None:
    for extractor in SHIPPED_EXTRACTORS.values():
        events = [SourceEvent(seq=i, event_type="user.message.created", author_role="user", texts=(t,))
                  for i, t in enumerate(texts, start=1)]
        for candidate in extractor().extract(events, ExtractionContext()):
            sources = [events[seq - 1] for seq in candidate.source_seqs]
            assert candidate.evidence and any(candidate.evidence in text for e in sources for text in e.texts)


@settings(max_examples=200, deadline=None)
@given(text=TEXT, role=st.sampled_from(ROLES))
def test_nothing_is_proposed_from_a_non_user_event(text: str, role: tuple[str, str]) -> None:
    for extractor in SHIPPED_EXTRACTORS.values():
        event = SourceEvent(seq=1, event_type=role[0], author_role=role[1], texts=(text,))
        assert extractor().extract([event], ExtractionContext()) == []


# Words as people type them, marks and all: a key is made of none of their punctuation.
MARKED = st.sampled_from([
    "nurse-------", "sci-fi", "X-Men", "don't", "aren't", "!!!", "~~~", "=====", "--", "café", "K-pop", "A+",
    "C++", "Disney+", "7-4", "G-Wagon", "self-help", "'", "\u2019", "don\u2019t", "work-life", "north-west", ":-)",
    "-", "_", "__init__", "x_y", "Wi-Fi", "#", "@home", "50%", "$5", "a/b", "e.g.", "...", "日本", "naïve",
])
MARKED_TEXT = st.lists(st.one_of(WORDS, MARKED), min_size=1, max_size=40).map(" ".join)
CLEAN_SUBJECT = re.compile(r"[a-z]+(?:_[a-z]+)*(?::[a-z0-9]+(?:_[a-z0-9]+)*)*")


@settings(max_examples=400, deadline=None)
@given(text=st.one_of(TEXT, MARKED_TEXT))
def test_every_subject_is_a_clean_key(text: str) -> None:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    for extractor in SHIPPED_EXTRACTORS.values():
        for candidate in extractor().extract([event], ExtractionContext()):
            assert CLEAN_SUBJECT.fullmatch(candidate.subject), (text, candidate.subject)


# Letters a case-blind pattern takes for ASCII ones: dotless and dotted I, long s, the Kelvin sign. U+0131 is "i" to a
# case-blind search but not to str.lower(), so a rule that found a word by pattern and looked it up lowercased
# raised KeyError, and the whole message (in the worker: the session) failed on every retry. The last case is a
# clause whose job title, its trailing words cut, was no word at all (IndexError).
FOLDED = {"i": "\u0131\u0130", "s": "\u017f", "k": "\u212a"}


def _folded(word: str, choices: list[int]) -> str:
    return "".join(FOLDED[c][n % len(FOLDED[c])] if c in FOLDED and n else c
                   for c, n in zip(word, choices, strict=False))


@pytest.mark.parametrize("text", ["I love \u0131m", "I really l\u0131ke tea", "I quit \u017fmoking",
                                  "My hobby \u0131s chess", "I like \u0131t", "I \u212anow I like tea",
                                  "im -, the: english pasted. Italian - arthritis,"])
def test_odd_text_found_by_fuzzing_breaks_nothing(text: str) -> None:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    for extractor in SHIPPED_EXTRACTORS.values():
        for candidate in extractor().extract([event], ExtractionContext()):
            assert candidate.evidence and candidate.evidence in text


@settings(max_examples=300, deadline=None)
@given(words=st.lists(st.tuples(WORDS, st.lists(st.integers(0, 2), min_size=8, max_size=8)), min_size=1, max_size=40))
def test_folded_letters_anywhere_break_nothing(words: list[tuple[str, list[int]]]) -> None:
    text = " ".join(_folded(word, choices) for word, choices in words)
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    for extractor in SHIPPED_EXTRACTORS.values():
        for candidate in extractor().extract([event], ExtractionContext()):
            assert candidate.evidence and candidate.evidence in text
