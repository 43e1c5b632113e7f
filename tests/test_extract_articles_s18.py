"""The article a statement puts before what the user said is the one the word's sound takes (session 18): "a Union
electrician" and "a UniFi Dream Machine" (a vowel said as "you"), "an hourly worker" (an "h" not said), "an Uber
driver" and "an iPad" as before."""

from __future__ import annotations

import pytest

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.extract.deterministic.things_held import _article


def statements(text: str) -> set[str]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return {c.statement for c in DeterministicExtractor().extract([event], ExtractionContext())}


@pytest.mark.parametrize(("word", "article"), [
    ("Union electrician", "a"), ("UniFi Dream Machine", "a"), ("used Civic", "a"), ("uniform", "a"),
    ("European", "a"), ("one-bedroom", "a"), ("hourly worker", "an"), ("honest mechanic", "an"),
    ("Uber driver", "an"), ("iPad Pro", "an"), ("electrician", "an"), ("umbrella", "an"), ("hat", "a"),
    ("nurse", "a"), ("", "a"),
])
def test_the_article_is_the_one_the_word_sounds_for(word: str, article: str) -> None:
    assert _article(word) == article


@pytest.mark.parametrize(("text", "statement"), [
    ("Union electrician.", "User is a Union electrician."),
    ("Uber driver in Austin.", "User is an Uber driver in Austin."),
    ("I just need to know why my UniFi Dream Machine won't hand out IPv6 prefixes", "User has a UniFi Dream Machine."),
])
def test_a_statement_puts_that_article_before_what_was_said(text: str, statement: str) -> None:
    assert statement in statements(text), statements(text)
