"""The deterministic extractor as the rule tests call it: each text one user message, in order."""

from __future__ import annotations

from memform.extract import DeterministicExtractor, ExtractionContext, KnownBelief, SourceEvent
from memform.models import MemoryCandidate


def candidates(*texts: str, known: tuple[str, ...] = ()) -> list[MemoryCandidate]:
    """What the texts, said by the user one message each, form; `known` are subjects already believed."""
    events = [SourceEvent(seq=i + 1, event_type="user.message.created", author_role="user", texts=(text,))
              for i, text in enumerate(texts)]
    context = ExtractionContext(known_beliefs=tuple(KnownBelief(subject=s, statement=s) for s in known))
    return DeterministicExtractor().extract(events, context)


def subjects(*texts: str, known: tuple[str, ...] = ()) -> set[str]:
    """The subjects the texts form."""
    return {c.subject for c in candidates(*texts, known=known)}


def stated(*texts: str, known: tuple[str, ...] = ()) -> dict[str, str]:
    """Each subject the texts form, with its statement."""
    return {c.subject: c.statement for c in candidates(*texts, known=known)}


def keyed(*texts: str, known: tuple[str, ...] = ()) -> set[tuple[str, str]]:
    """The (subject, polarity) pairs the texts form."""
    return {(c.subject, c.polarity) for c in candidates(*texts, known=known)}
