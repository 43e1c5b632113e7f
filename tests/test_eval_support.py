"""The corpus's fabrication check: a canonical statement may add its frame words ("User likes",
"doesn't", "they are") in any inflection, and nothing else the evidence does not say."""

from __future__ import annotations

import pytest

from memform.evaluation import supported
from memform.extract import DeterministicExtractor, ExtractionContext
from memform.extract.port import SourceEvent
from memform.models import MemoryCandidate

TEXT = "I enjoy green tea but I don't enjoy coffee, and so I am a tea person."


def candidate(statement: str, evidence: str, polarity: str = "assert") -> MemoryCandidate:
    return MemoryCandidate(belief_type="preference", subject="preference:tea", statement=statement,
                           polarity=polarity, source_seqs=(1,), evidence=evidence)


EVENTS = {1: SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(TEXT,))}


@pytest.mark.parametrize(("statement", "evidence"), [
    ("User likes green tea.", "I enjoy green tea"),
    ("User doesn't like coffee.", "I don't enjoy coffee"),
    ("User's tea is green.", "I enjoy green tea"),
    ("They are a tea person.", "so I am a tea person"),
])
def test_frame_words_in_any_inflection_are_not_fabrications(statement: str, evidence: str) -> None:
    assert supported(candidate(statement, evidence), EVENTS)


@pytest.mark.parametrize(("statement", "evidence"), [
    ("User likes black tea.", "I enjoy green tea"),
    ("User loves coffee.", "I enjoy green tea"),
    ("User likes green tea.", "I enjoy matcha"),  # evidence not in the message
])
def test_a_word_the_evidence_does_not_say_is_a_fabrication(statement: str, evidence: str) -> None:
    assert not supported(candidate(statement, evidence), EVENTS)


def _said(text: str, subject: str, statement: str) -> bool:
    events = {1: SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))}
    return supported(MemoryCandidate(belief_type="user_model_attr", subject=subject, statement=statement,
                                     source_seqs=(1,), evidence=text), events)


def test_the_age_slot_may_add_its_own_frame_and_no_other_slot_may() -> None:
    assert _said("fr tho i'm 19", "age", "User is 19 years old.")
    assert not _said("fr tho i'm 19", "occupation", "User is 19 years old.")
    assert not _said("fr tho i'm 19", "age", "User is 19 years old and retired.")


def test_accents_are_folded_on_both_sides() -> None:
    assert _said("My fiancé is Nigerian", "family:fiance", "User's fiance is Nigerian.")
    assert _said("My fiance is Nigerian", "family:fiance", "User's fiancé is Nigerian.")
    assert not _said("My fiancé is Nigerian", "family:fiance", "User's fiance is Ghanaian.")


def test_what_a_household_says_of_where_it_lives_is_the_users_in_their_frame() -> None:
    text = "We live in Portland, Oregon and our backyard gets almost no direct sun."
    events = {1: SourceEvent(seq=1, event_type="user.message.created", author_role="user", texts=(text,))}
    [home] = DeterministicExtractor().extract(list(events.values()), ExtractionContext())
    assert home.subject == "location:home"
    assert home.statement == ("User's household lives in Portland, Oregon and their backyard gets almost no "
                              "direct sun.")
    assert supported(home, events), "'household' is the frame's word for 'we', as 'team' is"
