"""Extractors propose memory candidates; the database decides. Every shipped extractor is
listed in SHIPPED_EXTRACTORS, and the shared contract test runs over all of them."""

from __future__ import annotations

from memform.extract.deterministic import DeterministicExtractor
from memform.extract.port import ExtractionContext, KnownBelief, MemoryCandidateExtractor, SourceEvent
from memform.extract.provider import HybridExtractor

SHIPPED_EXTRACTORS: dict[str, type[MemoryCandidateExtractor]] = {
    DeterministicExtractor.name: DeterministicExtractor,
    HybridExtractor.name: HybridExtractor,
}

__all__ = [
    "SHIPPED_EXTRACTORS",
    "DeterministicExtractor",
    "ExtractionContext",
    "HybridExtractor",
    "KnownBelief",
    "MemoryCandidateExtractor",
    "SourceEvent",
]
