"""What session 19's review of the extractor's known wrong readings found, each pinned:

- "my sister is married and her husband and I are close": "her husband and I" is the next clause's subject, so the
  sister's clause ends before it (it was "User's sister is married and her husband.")."""

from __future__ import annotations

from memform.extract import DeterministicExtractor, ExtractionContext, SourceEvent
from memform.models import MemoryCandidate


def formed(text: str) -> list[MemoryCandidate]:
    event = SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))
    return DeterministicExtractor().extract([event], ExtractionContext())


def test_a_pair_opened_by_her_or_his_relative_is_the_next_clause_s_subject() -> None:
    said = {(c.subject, c.statement) for c in formed("my sister is married and her husband and I are close")}
    assert said == {("family:sister", "User's sister is married.")}
    said = {(c.subject, c.statement) for c in formed("I'm married and my husband and I have 2 kids")}
    assert ("relationship_status", "User is married.") in said
