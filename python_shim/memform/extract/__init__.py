"""Extractors propose memory candidates; the database decides. Every shipped extractor is
listed in SHIPPED_EXTRACTORS, and the shared contract test runs over all of them."""

from __future__ import annotations

from memform.extract.deterministic import DeterministicExtractor
from memform.extract.port import ExtractionContext, KnownBelief, MemoryCandidateExtractor, SourceEvent

SHIPPED_EXTRACTORS: dict[str, type[MemoryCandidateExtractor]] = {
    DeterministicExtractor.name: DeterministicExtractor,
}

__all__ = [
    "SHIPPED_EXTRACTORS",
    "DeterministicExtractor",
    "ExtractionContext",
    "KnownBelief",
    "MemoryCandidateExtractor",
    "SourceEvent",
]
